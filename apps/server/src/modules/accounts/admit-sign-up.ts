import type { AppDeps } from '../../app-deps.ts';
import { appError } from '../../lib/errors.ts';
import { readRateLimit } from '../rate-limits/index.ts';

/** Sign-ups from one IP that named an e-mail already in use (decision 022). */
export const TAKEN_BUCKET = 'sign-up-taken:ip';

export interface AdmitSignUpOptions {
  deps: AppDeps;
  ip: string;
}

/**
 * Before a sign-up: an IP that has already named too many taken e-mails this hour is refused
 * every sign-up (429) until the hour is over, so its answers stop telling anything apart.
 */
export async function admitSignUp({ deps, ip }: AdmitSignUpOptions): Promise<void> {
  const taken = await readRateLimit({
    db: deps.db,
    bucket: TAKEN_BUCKET,
    key: ip,
    nowMs: deps.clock.now().getTime(),
  });
  if (taken.hits >= deps.config.SIGNUP_TAKEN_MAX_PER_IP_PER_HOUR) {
    throw appError('general_rate_limit_exceeded');
  }
}
