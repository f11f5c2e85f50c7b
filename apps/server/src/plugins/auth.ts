import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@copyvest/shared';
import type { AppDeps } from '../app-deps.ts';
import { accounts, sessions, users } from '../db/schema.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { SESSION_COOKIE, hashSessionToken } from '../modules/accounts/session-token.ts';

export type UserRow = typeof users.$inferSelect;

export interface AuthContext {
  sessionId: string;
  accountId: string;
  email: string;
  accountCreatedAt: Date;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    guards: Guards;
    /** The session behind the request's cookie, or null (for handlers that answer anonymously). */
    authenticate: (request: FastifyRequest) => Promise<AuthContext | null>;
  }
}

export interface Guards {
  /** Signed in (any state). */
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Signed in and activated by an admin: may move money. */
  requireActiveUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Signed in as an active admin. */
  requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/**
 * The session behind a cookie: one query joining session, account and profile, prepared once
 * (the database keeps its plan; this runs on every signed-in request).
 */
function prepareSessionLookup(deps: AppDeps) {
  return deps.db
    .select({ session: sessions, account: accounts, user: users })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .innerJoin(users, eq(users.id, accounts.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(accounts.disabledAt),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare('session_lookup');
}

async function loadAuth(
  deps: AppDeps,
  lookup: ReturnType<typeof prepareSessionLookup>,
  request: FastifyRequest,
): Promise<AuthContext | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 100) return null;
  const [row] = await lookup.execute({ tokenHash: hashSessionToken(token), now: deps.clock.now() });
  if (!row) return null;
  return {
    sessionId: row.session.id,
    accountId: row.account.id,
    email: row.account.email,
    accountCreatedAt: row.account.createdAt,
    user: row.user,
  };
}

export function registerAuth(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('auth', null);
  const lookup = prepareSessionLookup(deps);

  const authenticate = async (request: FastifyRequest): Promise<AuthContext> => {
    request.auth ??= await loadAuth(deps, lookup, request);
    if (!request.auth) throw unauthorized();
    return request.auth;
  };

  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.auth ??= await loadAuth(deps, lookup, request);
    return request.auth;
  });

  app.decorate('guards', {
    requireUser: async (request) => {
      await authenticate(request);
    },
    requireActiveUser: async (request) => {
      const auth = await authenticate(request);
      if (!auth.user.isActive) throw forbidden(messages.errors.accountNotActive);
    },
    requireAdmin: async (request) => {
      const auth = await authenticate(request);
      // A deactivated admin keeps the flag but loses the powers until reactivated.
      if (!auth.user.isAdmin || !auth.user.isActive) throw forbidden();
    },
  } satisfies Guards);
}

/** The signed-in context inside a handler guarded by one of the guards above. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
