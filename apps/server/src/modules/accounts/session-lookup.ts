import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { accounts, pushTargets, sessions } from '../../db/schema.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { verifyAccountJwt } from './account-jwt.ts';
import { isMfaPending, selectLiveSessions } from './select-live-sessions.ts';
import { hashSessionToken } from './session-token.ts';

/** Accessed-at (the account's and the session's) is refreshed at most once a day, as Appwrite does. */
const ACCESS_REFRESH_MS = 86_400_000;
const MAX_SECRET_LENGTH = 200;

/** A push target as the lookup reads it (JSON: times in epoch milliseconds). */
interface TargetJson {
  id: string;
  providerId: string | null;
  identifier: string;
  name: string;
  expired: boolean;
  createdAt: number;
  updatedAt: number;
}

/** Epoch milliseconds, truncated as node-postgres truncates a timestamp to a Date. */
const epochMs = (column: string) => sql.raw(`floor(extract(epoch from t.${column}) * 1000)`);

/**
 * The live session behind a credential: one query joining session, account and profile, with the
 * account's push targets and whether it has a verified authenticator app, prepared once; the
 * session limits (SESSION_MAX_DAYS, SESSION_IDLE_DAYS) are conditions of the same statement (the
 * database keeps its plan; this runs on every signed-in request, and is all a signed-in read of
 * the account needs: `GET /v1/account` runs this one statement).
 */
function prepareSessionLookup(deps: AppDeps, by: 'token' | 'id') {
  return selectLiveSessions({
    db: deps.db,
    where:
      by === 'token'
        ? eq(sessions.tokenHash, sql.placeholder('key'))
        : eq(sessions.id, sql.placeholder('key')),
    now: sql.placeholder('now'),
    limits: deps.config,
    extra: {
      targets: sql<TargetJson[]>`coalesce((select json_agg(json_build_object(
        'id', t.id, 'providerId', t.provider_id, 'identifier', t.identifier, 'name', t.name,
        'expired', t.expired, 'createdAt', ${epochMs('created_at')},
        'updatedAt', ${epochMs('updated_at')}) order by t.created_at)
        from ${pushTargets} t where t.account_id = ${accounts.id}), '[]'::json)`.as('targets'),
    },
  })
    .limit(1)
    .prepare(`session_lookup_by_${by}`);
}

type Lookup = ReturnType<typeof prepareSessionLookup>;
type Lookups = { byToken: Lookup; byId: Lookup };
type Row = Awaited<ReturnType<Lookup['execute']>>[number];

type LookupOptions = { lookups: Lookups; now: Date };

/** A session's row from its secret (the cookie's value), or undefined. */
async function rowBySecret({ lookups, secret, now }: LookupOptions & { secret: string }) {
  if (secret.length > MAX_SECRET_LENGTH) return undefined;
  const [row] = await lookups.byToken.execute({ key: hashSessionToken(secret), now });
  return row;
}

/** A session's row from a JWT bound to it, or undefined (invalid, expired, or session ended). */
async function rowByJwt({
  deps,
  lookups,
  jwt,
  now,
}: LookupOptions & { deps: AppDeps; jwt: string }) {
  const claims = jwt.length <= 2000 ? await verifyAccountJwt({ key: deps.jwtKey, jwt, now }) : null;
  if (!claims) return undefined;
  const [row] = await lookups.byId.execute({ key: claims.sessionId, now });
  return row && row.account.id === claims.userId ? { row, expiresAt: claims.expiresAt } : undefined;
}

type ToAuthContextOptions = { deps: AppDeps; row: Row; via: AuthContext['via']; now: Date };

const isStale = (at: Date | null, now: Date) =>
  !at || now.getTime() - at.getTime() > ACCESS_REFRESH_MS;

function toAuthContext({ deps, row, via, now }: ToAuthContextOptions): AuthContext {
  if (isStale(row.account.accessedAt, now) || isStale(row.session.accessedAt, now)) {
    touchAccessedAt({ deps, accountId: row.account.id, sessionId: row.session.id, now });
    row.account.accessedAt = now;
    row.session.accessedAt = now;
  }
  return {
    sessionId: row.session.id,
    accountId: row.account.id,
    session: row.session,
    account: row.account,
    user: row.user,
    pushTargets: row.targets.map((target) => ({
      ...target,
      accountId: row.account.id,
      createdAt: new Date(target.createdAt),
      updatedAt: new Date(target.updatedAt),
    })),
    via,
    mfaPending: isMfaPending(row),
  };
}

/**
 * Records the access of the account and of the session (its last use, for SESSION_IDLE_DAYS) at
 * most once a day, off the request's path: the answer already shows the new time, the one
 * statement (both updates) is not awaited, and its conditions let only one of many concurrent
 * requests write. A failed write is tried again by the next request.
 */
function touchAccessedAt({
  deps,
  accountId,
  sessionId,
  now,
}: {
  deps: AppDeps;
  accountId: string;
  sessionId: string;
  now: Date;
}) {
  const at = now.toISOString();
  const stale = new Date(now.getTime() - ACCESS_REFRESH_MS).toISOString();
  void deps.db
    .execute(
      sql`with touched_session as (
        update ${sessions} set accessed_at = ${at}::timestamptz
        where id = ${sessionId} and accessed_at < ${stale}::timestamptz returning 1)
      update ${accounts} set accessed_at = ${at}::timestamptz
      where id = ${accountId} and (accessed_at is null or accessed_at < ${stale}::timestamptz)`,
    )
    .catch(() => undefined);
}

export interface SessionLookup {
  /** The live session behind a session secret, or undefined. */
  bySecret(options: {
    secret: string;
    via: AuthContext['via'];
    now: Date;
  }): Promise<AuthContext | undefined>;
  /** The live session a JWT is bound to, with the JWT's expiry, or undefined. */
  byJwt(options: { jwt: string; now: Date }): Promise<AuthContext | undefined>;
}

/** Prepares the session lookups once (per app): the auth plugin asks them on every request. */
export function createSessionLookup(deps: AppDeps): SessionLookup {
  const lookups = {
    byToken: prepareSessionLookup(deps, 'token'),
    byId: prepareSessionLookup(deps, 'id'),
  };
  return {
    async bySecret({ secret, via, now }) {
      const row = await rowBySecret({ lookups, secret, now });
      return row ? toAuthContext({ deps, row, via, now }) : undefined;
    },
    async byJwt({ jwt, now }) {
      const found = await rowByJwt({ deps, lookups, jwt, now });
      if (!found) return undefined;
      return {
        ...toAuthContext({ deps, row: found.row, via: 'jwt', now }),
        jwtExpiresAt: found.expiresAt,
      };
    },
  };
}
