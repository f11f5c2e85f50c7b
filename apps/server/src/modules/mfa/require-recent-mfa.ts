import { MFA_RECENT_MINUTES } from '@copyvest/shared';
import { appError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';

/**
 * Changing the second factors (removing the authenticator, replacing recovery codes, turning MFA
 * off) needs a second factor proved on this session within MFA_RECENT_MINUTES, as Appwrite's
 * `user_challenge_required`: a stolen session alone cannot take the protection off.
 */
export function requireRecentMfa(auth: AuthContext, now: Date): void {
  const proved = auth.session.mfaUpdatedAt;
  if (!proved || now.getTime() - proved.getTime() > MFA_RECENT_MINUTES * 60_000) {
    throw appError('user_challenge_required');
  }
}
