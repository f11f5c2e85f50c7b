import type { AppDeps } from '../../app-deps.ts';
import { LoginFailureLimiter } from './login-failures.ts';

const limiters = new WeakMap<AppDeps, LoginFailureLimiter>();

/** The app's one failed-login counter (per process), shared by sign-in and password recovery. */
export function loginLimiterOf(deps: AppDeps): LoginFailureLimiter {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = new LoginFailureLimiter(
      deps.config.LOGIN_MAX_FAILURES_PER_EMAIL,
      deps.config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    );
    limiters.set(deps, limiter);
  }
  return limiter;
}

/**
 * The owner proved control of the account another way (a recovery link): failed password tries
 * against it are forgotten, so the new password works at once (issue 17.2: a recovery link always
 * works).
 */
export function forgetLoginFailures(deps: AppDeps, email: string | null): void {
  if (email) loginLimiterOf(deps).reset(email);
}
