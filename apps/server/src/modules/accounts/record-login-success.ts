import { clearRateLimit } from '../rate-limits/index.ts';
import { PAIR_BUCKET, type LoginAttempt, pairKey } from './login-attempt.ts';

/** The right password: this IP's failures on this account are forgotten. */
export async function recordLoginSuccess(attempt: LoginAttempt): Promise<void> {
  await clearRateLimit({ db: attempt.deps.db, bucket: PAIR_BUCKET, key: pairKey(attempt) });
}
