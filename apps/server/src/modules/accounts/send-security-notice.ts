import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { enqueueMail } from '../mail/index.ts';
import type { SecurityEvent } from '../mail/index.ts';

export interface SendSecurityNoticeOptions {
  tx: DbOrTx;
  accountId: string;
  event: SecurityEvent;
  at: Date;
  /** The address to tell besides the account's current one (an e-mail change tells the old one). */
  alsoTo?: string;
  /** A new sign-in: its user agent (the time is `at`). */
  device?: string;
}

/** Queues the security notice to the account's e-mail address (none when it has no address). */
export async function sendSecurityNotice({
  tx,
  accountId,
  event,
  at,
  alsoTo,
  device,
}: SendSecurityNoticeOptions) {
  const [owner] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, accountId));
  if (!owner) return;
  const addresses = new Set([owner.email, alsoTo].filter((a): a is string => !!a));
  for (const email of addresses) {
    await enqueueMail({
      tx,
      to: { name: owner.name, email },
      template: 'security-notice',
      data:
        event === 'new_sign_in'
          ? { name: owner.name, event, device, at: at.toISOString() }
          : { name: owner.name, event },
      at,
    });
  }
}
