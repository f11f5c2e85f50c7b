import { MFA_RECENT_MINUTES, messages } from '@copyvest/shared';
import type { AuthContext } from '../../lib/auth-context.ts';
import { appError } from '../../lib/errors.ts';
import { verifyPassword } from './password.ts';

export interface RequirePhoneChangeProofOptions {
  auth: AuthContext;
  /** The current password, when the client sent one. */
  password: string | undefined;
  now: Date;
}

/**
 * A phone number signs in by SMS and answers SMS two-factor, so changing it needs more than a
 * session or a JWT (a stolen one must not plant a number): the account's password, or a second
 * factor proved on this session within MFA_RECENT_MINUTES, or, for an account without a password,
 * a sign-in that recent (its code was the proof).
 */
export async function requirePhoneChangeProof({
  auth,
  password,
  now,
}: RequirePhoneChangeProofOptions): Promise<void> {
  const recentMs = MFA_RECENT_MINUTES * 60_000;
  const hash = auth.account.passwordHash;
  if (hash !== null && password !== undefined && password !== '') {
    if (await verifyPassword(hash, password)) return;
    throw appError('user_invalid_credentials', messages.errors.passwordIncorrect);
  }
  const factorAt = auth.session.mfaUpdatedAt;
  if (factorAt && now.getTime() - factorAt.getTime() <= recentMs) return;
  if (hash === null && now.getTime() - auth.session.createdAt.getTime() <= recentMs) return;
  throw appError('user_invalid_credentials', messages.errors.phoneChangeNeedsPassword);
}
