import type { AuthContext } from '../../lib/auth-context.ts';

/**
 * The session a new sign-in replaces: the one the client presents as its own (cookie or session
 * header), never the session a JWT was minted from. The SDK's `createJWT` → `setJWT` → sign-in on
 * another client must keep both sessions.
 */
export function sessionReplacedBySignIn<T extends Pick<AuthContext, 'via'>>(
  auth: T | null,
): T | null {
  return auth && auth.via !== 'jwt' ? auth : null;
}
