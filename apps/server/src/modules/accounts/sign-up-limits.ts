import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appError } from '../../lib/errors.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { hitRateLimit, readRateLimit } from '../rate-limits/rate-limit-counter.ts';

/** Sign-ups from one IP that named an e-mail already in use (issue 17.3, decision 023). */
const TAKEN_BUCKET = 'sign-up-taken:ip';
/** Notices sent to one address about sign-ups with it: one per hour, whatever the IPs. */
const NOTICE_BUCKET = 'sign-up-notice:email';
const HOUR_MS = 60 * 60_000;

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

/**
 * A sign-up named an e-mail that has an account: counted against the IP, and the owner is told by
 * e-mail (at most once an hour) instead of only the caller learning it.
 */
export async function recordTakenSignUp(options: {
  deps: AppDeps;
  ip: string;
  owner: { email: string; name: string };
}): Promise<void> {
  const { deps, owner } = options;
  const now = deps.clock.now();
  await hitRateLimit({
    db: deps.db,
    bucket: TAKEN_BUCKET,
    key: options.ip,
    nowMs: now.getTime(),
    windowMs: HOUR_MS,
  });
  await deps.db.transaction(async (tx: DbOrTx) => {
    const notice = await hitRateLimit({
      db: tx,
      bucket: NOTICE_BUCKET,
      key: owner.email,
      nowMs: now.getTime(),
      windowMs: HOUR_MS,
    });
    if (notice.hits > 1) return;
    await enqueueMail({
      tx,
      to: owner,
      template: 'sign-up-attempt',
      data: { name: owner.name },
      at: now,
    });
  });
}
