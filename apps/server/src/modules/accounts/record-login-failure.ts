import type { AppDeps } from '../../app-deps.ts';
import { hitRateLimit } from '../rate-limits/index.ts';
import { PAIR_BUCKET, ACCOUNT_BUCKET, type LoginAttempt, pairKey } from './login-attempt.ts';

const windowMs = (deps: AppDeps) => deps.config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000;

/** A wrong password (or unknown account): counted for the pair and for the account. */
export async function recordLoginFailure(attempt: LoginAttempt): Promise<void> {
  const { deps } = attempt;
  const nowMs = deps.clock.now().getTime();
  const window = windowMs(deps);
  await hitRateLimit({
    db: deps.db,
    bucket: PAIR_BUCKET,
    key: pairKey(attempt),
    nowMs,
    windowMs: window,
  });
  await hitRateLimit({
    db: deps.db,
    bucket: ACCOUNT_BUCKET,
    key: attempt.email,
    nowMs,
    windowMs: window,
  });
}
