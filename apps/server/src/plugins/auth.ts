import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { accounts, pushTargets, sessions, type users } from '../db/schema.ts';
import { appError } from '../lib/errors.ts';
import { verifyAccountJwt } from '../modules/accounts/account-jwt.ts';
import { isMfaPending, selectLiveSessions } from '../modules/accounts/select-live-sessions.ts';
import { hashSessionToken } from '../modules/accounts/session-token.ts';
import type { PushTargetRow } from '../modules/accounts/to-target-dto.ts';

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export interface AuthContext {
  sessionId: string;
  accountId: string;
  session: SessionRow;
  account: AccountRow;
  user: UserRow;
  /** The account's push targets, oldest first (part of `Models.User`), read with the session. */
  pushTargets: PushTargetRow[];
  /** How the request proved it: the cookie (ambient, so origin rules apply), a header, or a JWT. */
  via: 'cookie' | 'header' | 'jwt';
  /**
   * MFA is on and this session has proved one factor only: it may do nothing but the MFA
   * challenge (and sign out) until it proves a second one (`user_more_factors_required`).
   */
  mfaPending: boolean;
  /** When the JWT it came with expires (`via: 'jwt'`): a realtime socket opened with it ends then. */
  jwtExpiresAt?: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /**
     * The route works for a session still waiting for its second factor (the MFA challenge,
     * the factor list, signing out, and the session state). Every other route refuses it.
     */
    allowPendingMfa?: boolean;
  }
  interface FastifyInstance {
    guards: Guards;
    /** The session behind the request's credentials, or null (for handlers that answer anonymously). */
    authenticate: (request: FastifyRequest) => Promise<AuthContext | null>;
    /**
     * The session behind a credential given outside the headers (a realtime `authentication`
     * message's session secret, or the `jwt` query parameter): null when it is not a live one.
     */
    authenticateCredential: (
      credential: { secret: string } | { jwt: string },
    ) => Promise<AuthContext | null>;
  }
}

export interface Guards {
  /** Signed in (any state). Who may move money is the operations' policy (decision 038). */
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Signed in as an active admin. */
  requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

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

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The session secret a request carries: the SDK's header, the cookie, or its fallback cookie. */
export function sessionSecretOf(
  request: FastifyRequest,
  cookieName: string,
): { secret: string; via: 'cookie' | 'header' } | null {
  const header = headerValue(request, 'x-appwrite-session');
  if (header) return { secret: header, via: 'header' };
  const cookie = request.cookies[cookieName];
  if (cookie) return { secret: cookie, via: 'cookie' };
  const fallback = headerValue(request, 'x-fallback-cookies');
  if (fallback) {
    try {
      const value = (JSON.parse(fallback) as Record<string, unknown>)[cookieName];
      if (typeof value === 'string' && value !== '') return { secret: value, via: 'header' };
    } catch {
      return null;
    }
  }
  return null;
}

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

type LoadAuthOptions = { deps: AppDeps; lookups: Lookups; request: FastifyRequest };

async function loadAuth({ deps, lookups, request }: LoadAuthOptions): Promise<AuthContext | null> {
  const now = deps.clock.now();
  const jwt = headerValue(request, 'x-appwrite-jwt');
  if (jwt) {
    const found = await rowByJwt({ deps, lookups, jwt, now });
    if (!found) throw appError('user_jwt_invalid');
    return {
      ...toAuthContext({ deps, row: found.row, via: 'jwt', now }),
      jwtExpiresAt: found.expiresAt,
    };
  }
  const credential = sessionSecretOf(request, deps.config.sessionCookie);
  if (!credential) return null;
  const row = await rowBySecret({ lookups, secret: credential.secret, now });
  return row ? toAuthContext({ deps, row, via: credential.via, now }) : null;
}

export function registerAuth(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('auth', null);
  const lookups = {
    byToken: prepareSessionLookup(deps, 'token'),
    byId: prepareSessionLookup(deps, 'id'),
  };

  // The one place a session waiting for its second factor is stopped: every route that reads the
  // session comes through here, and only routes that say so accept a pending one.
  const authenticate = async (request: FastifyRequest): Promise<AuthContext | null> => {
    request.auth ??= await loadAuth({ deps, lookups, request });
    if (request.auth?.mfaPending && !request.routeOptions.config.allowPendingMfa) {
      throw appError('user_more_factors_required');
    }
    return request.auth;
  };
  const requireAuth = async (request: FastifyRequest): Promise<AuthContext> => {
    const auth = await authenticate(request);
    if (!auth) throw appError('general_unauthorized_scope');
    return auth;
  };

  app.decorate('authenticate', authenticate);
  app.decorate(
    'authenticateCredential',
    async (credential: { secret: string } | { jwt: string }) => {
      const now = deps.clock.now();
      const found =
        'jwt' in credential
          ? await rowByJwt({ deps, lookups, jwt: credential.jwt, now })
          : { row: await rowBySecret({ lookups, secret: credential.secret, now }) };
      if (!found?.row) return null;
      const auth: AuthContext = {
        ...toAuthContext({
          deps,
          row: found.row,
          via: 'jwt' in credential ? 'jwt' : 'header',
          now,
        }),
        ...('expiresAt' in found ? { jwtExpiresAt: found.expiresAt } : {}),
      };
      // A session still waiting for its second factor is no session outside its MFA routes.
      return auth.mfaPending ? null : auth;
    },
  );
  app.decorate('guards', {
    requireUser: async (request) => {
      await requireAuth(request);
    },
    requireAdmin: async (request) => {
      const auth = await requireAuth(request);
      if (!isActiveAdmin(auth.user)) throw appError('user_unauthorized');
    },
  } satisfies Guards);
}

/** A deactivated admin keeps the flag but loses the powers until reactivated. */
export function isActiveAdmin(user: Pick<UserRow, 'isAdmin' | 'isActive'>): boolean {
  return user.isAdmin && user.isActive;
}

/** The signed-in context inside a handler guarded by one of the guards above. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw appError('general_unauthorized_scope');
  return request.auth;
}
