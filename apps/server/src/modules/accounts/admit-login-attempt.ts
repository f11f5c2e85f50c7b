import { appError } from '../../lib/errors.ts';
import { readRateLimit } from '../rate-limits/index.ts';
import { PAIR_BUCKET, ACCOUNT_BUCKET, type LoginAttempt, pairKey } from './login-attempt.ts';
import { loginSlowdownMs } from './login-slowdown-ms.ts';

/**
 * Before checking a password (decision 013): a 429 when this IP has failed too often on this
 * account; otherwise waits while the account is under attack from many IPs. Counts live in the
 * database, shared by every server process.
 */
export async function admitLoginAttempt(attempt: LoginAttempt): Promise<void> {
  const { deps } = attempt;
  const nowMs = deps.clock.now().getTime();
  const pair = await readRateLimit({
    db: deps.db,
    bucket: PAIR_BUCKET,
    key: pairKey(attempt),
    nowMs,
  });
  if (pair.hits >= deps.config.LOGIN_MAX_FAILURES_PER_EMAIL) {
    throw appError('user_login_throttled');
  }
  const account = await readRateLimit({
    db: deps.db,
    bucket: ACCOUNT_BUCKET,
    key: attempt.email,
    nowMs,
  });
  const delay = loginSlowdownMs(account.hits, deps.config.LOGIN_SLOWDOWN_AFTER_FAILURES);
  if (delay > 0) await deps.sleep(delay);
}
