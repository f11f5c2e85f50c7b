import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, users } from '../../db/schema.ts';
import { enqueueMail } from '../mail/index.ts';
import { hitRateLimit } from '../rate-limits/index.ts';
import { TAKEN_BUCKET } from './admit-sign-up.ts';

/** Notices sent to one address about sign-ups with it: one per hour, whatever the IPs. */
const NOTICE_BUCKET = 'sign-up-notice:email';

const HOUR_MS = 60 * 60_000;

export interface RecordTakenSignUpOptions {
  deps: AppDeps;
  ip: string;
  /** The address the caller named, which an account holds. */
  email: string;
}

/**
 * A sign-up (or an e-mail change) named an e-mail that has an account: counted against the IP,
 * and the owner is told by e-mail (at most once an hour) instead of only the caller learning it.
 */
export async function recordTakenSignUp(options: RecordTakenSignUpOptions): Promise<void> {
  const { deps } = options;
  const [owner] = await deps.db
    .select({ email: accounts.email, name: users.name })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.id))
    .where(eq(accounts.email, options.email));
  if (!owner?.email) return;
  const to = { email: owner.email, name: owner.name };
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
      key: to.email,
      nowMs: now.getTime(),
      windowMs: HOUR_MS,
    });
    if (notice.hits > 1) return;
    await enqueueMail({
      tx,
      to,
      template: 'sign-up-attempt',
      data: { name: owner.name },
      at: now,
    });
  });
}
