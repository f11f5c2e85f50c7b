import { clearRateLimit } from '../rate-limits/index.ts';
import { PAIR_BUCKET, ACCOUNT_BUCKET, type LoginAttempt, pairKey } from './login-attempt.ts';

/**
 * The owner proved control of the account another way (a recovery link): the account's failures
 * and those from the owner's IP are forgotten, so the new password works at once (decisions 013
 * and 021: a recovery link always works). Other IPs stay stopped.
 */
export async function forgetLoginFailures(attempt: LoginAttempt): Promise<void> {
  const { db } = attempt.deps;
  await clearRateLimit({ db, bucket: PAIR_BUCKET, key: pairKey(attempt) });
  await clearRateLimit({ db, bucket: ACCOUNT_BUCKET, key: attempt.email });
}
