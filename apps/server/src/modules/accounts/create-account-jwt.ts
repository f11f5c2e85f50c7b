import type { AppDeps } from '../../app-deps.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { signAccountJwt } from './account-jwt.ts';

export interface CreateAccountJwtOptions {
  deps: AppDeps;
  auth: AuthContext;
}

/** A 15-minute JWT of the current session (`X-Appwrite-JWT` then authenticates as this user). */
export async function createAccountJwt(options: CreateAccountJwtOptions) {
  const jwt = await signAccountJwt({
    key: options.deps.jwtKey,
    userId: options.auth.accountId,
    sessionId: options.auth.sessionId,
    now: options.deps.clock.now(),
  });
  return { jwt };
}
