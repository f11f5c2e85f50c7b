import { MFA_RECENT_MINUTES, messages } from '@copyvest/shared';
import { appError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';

/**
 * Setting up the second factors (adding an authenticator, confirming it, creating recovery codes,
 * turning MFA on) and closing the account need a recent proof of who the user is, never just a
 * session or a JWT (a stolen one would otherwise lock the owner out): this session was signed in
 * with the password within MFA_RECENT_MINUTES (for an account without a password, signed in at
 * all that recently: its code or link was the proof), or a second factor was proved on it that
 * recently. Otherwise Appwrite's `user_challenge_required`, whose message says what to do: sign in
 * again, or pass a challenge (an e-mail code) on this session.
 */
export function requireRecentProof(auth: AuthContext, now: Date): void {
  const recentMs = MFA_RECENT_MINUTES * 60_000;
  const recent = (at: Date | null) => at !== null && now.getTime() - at.getTime() <= recentMs;
  if (recent(auth.session.mfaUpdatedAt)) return;
  const signedInBy = auth.session.factors;
  const signInProof =
    auth.account.passwordHash !== null
      ? signedInBy.includes('password')
      : signedInBy.some((factor) => factor !== 'anonymous');
  if (signInProof && recent(auth.session.createdAt)) return;
  throw appError('user_challenge_required', messages.errors.recentProofRequired);
}
