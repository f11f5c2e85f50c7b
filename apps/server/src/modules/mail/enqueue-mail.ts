import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import type { MailAddress, MailRequest } from './mail-templates.ts';

/** A mail to queue: its template and data, whom to, and when the event happened. */
export type QueuedMail = MailRequest & { to: MailAddress; at: Date };

export type EnqueueMailOptions = QueuedMail & { tx: DbOrTx };

/**
 * Queues a mail in the outbox. Pass the event's open transaction: the mail then exists if and
 * only if the event committed. The mail worker renders and sends it (a NOTIFY wakes it).
 */
export async function enqueueMail(options: EnqueueMailOptions) {
  const [row] = await mailWrite(options).returning({ id: mailOutbox.id });
  return row!;
}

/** `enqueueMail`'s insert, built and not run: for `runWrites` with the event's other writes. */
export function mailWrite({ tx, ...mail }: EnqueueMailOptions) {
  return tx.insert(mailOutbox).values(outboxRow(mail));
}

/** Many mails as one insert, built and not run (a job's events at once). */
export function mailsWrite(tx: DbOrTx, mails: QueuedMail[]) {
  return tx.insert(mailOutbox).values(mails.map(outboxRow));
}

function outboxRow({ to, template, data, at }: QueuedMail) {
  return {
    id: newId(),
    toEmail: to.email,
    toName: to.name,
    template,
    data,
    nextAttemptAt: at,
    createdAt: at,
  };
}
