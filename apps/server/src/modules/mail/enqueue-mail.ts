import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import type { MailAddress, MailRequest } from './mail-templates.ts';

export type EnqueueMailOptions = MailRequest & { tx: DbOrTx; to: MailAddress; at: Date };

/**
 * Queues a mail in the outbox. Pass the event's open transaction: the mail then exists if and
 * only if the event committed. The mail worker renders and sends it (a NOTIFY wakes it).
 */
export async function enqueueMail(options: EnqueueMailOptions) {
  const [row] = await mailWrite(options).returning({ id: mailOutbox.id });
  return row!;
}

/** `enqueueMail`'s insert, built and not run: for `runWrites` with the event's other writes. */
export function mailWrite({ tx, to, template, data, at }: EnqueueMailOptions) {
  return tx.insert(mailOutbox).values({
    id: newId(),
    toEmail: to.email,
    toName: to.name,
    template,
    data,
    nextAttemptAt: at,
    createdAt: at,
  });
}
