import type { AppDeps } from '../../app-deps.ts';
import { appError } from '../../lib/errors.ts';
import { clearRateLimit, hitRateLimit, readRateLimit } from '../rate-limits/rate-limit-counter.ts';

/** Failed logins for one account from one IP: past the limit that IP waits (429). */
const PAIR_BUCKET = 'login-failures:ip+account';
/** Failed logins for one account from every IP: past a threshold, every attempt is slowed. */
const ACCOUNT_BUCKET = 'login-failures:account';
/** The slow-down doubles from this with each failure past the threshold … */
const SLOWDOWN_BASE_MS = 250;
/** … up to this: the owner is slowed by a stranger, never locked out. */
export const LOGIN_SLOWDOWN_MAX_MS = 5_000;

export interface LoginAttempt {
  deps: AppDeps;
  /** Normalised e-mail (the account being tried, whether it exists or not). */
  email: string;
  ip: string;
}

const pairKey = (attempt: LoginAttempt) => `${attempt.ip}\n${attempt.email}`;
const windowMs = (deps: AppDeps) => deps.config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000;

/** How long an attempt waits, given the account's failures from every IP in the window. */
export function loginSlowdownMs(accountFailures: number, threshold: number): number {
  if (accountFailures < threshold) return 0;
  return Math.min(LOGIN_SLOWDOWN_MAX_MS, SLOWDOWN_BASE_MS * 2 ** (accountFailures - threshold));
}

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

/** The right password: this IP's failures on this account are forgotten. */
export async function recordLoginSuccess(attempt: LoginAttempt): Promise<void> {
  await clearRateLimit({ db: attempt.deps.db, bucket: PAIR_BUCKET, key: pairKey(attempt) });
}

/**
 * The owner proved control of the account another way (a recovery link): the account's failures
 * and those from the owner's IP are forgotten, so the new password works at once (issue 17.2: a
 * recovery link always works). Other IPs stay stopped.
 */
export async function forgetLoginFailures(attempt: LoginAttempt): Promise<void> {
  const { db } = attempt.deps;
  await clearRateLimit({ db, bucket: PAIR_BUCKET, key: pairKey(attempt) });
  await clearRateLimit({ db, bucket: ACCOUNT_BUCKET, key: attempt.email });
}
