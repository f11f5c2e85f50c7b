import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountRow, PushTargetRow, SessionRow, UserRow } from '../db/rows.ts';
import { appError } from './errors.ts';

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

/** What plugins/auth.ts adds to Fastify, declared here for the routes that use it. */
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

/** The signed-in context inside a handler guarded by one of the guards (plugins/auth.ts). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw appError('general_unauthorized_scope');
  return request.auth;
}
