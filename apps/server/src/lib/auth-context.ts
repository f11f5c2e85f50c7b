import type { FastifyRequest } from 'fastify';
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

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The signed-in context inside a handler guarded by one of the guards (plugins/auth.ts). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw appError('general_unauthorized_scope');
  return request.auth;
}
