import type { DbOrTx } from '../../../db/client.ts';
import { mailOutbox } from '../../../db/schema.ts';
import { newId } from '../../../lib/ids.ts';
import type { TSealed } from '../mail-templates.ts';

export interface EnqueueSmsOptions {
  tx: DbOrTx;
  to: { name: string; phone: string };
  code: TSealed;
  minutes: number;
  at: Date;
}

/**
 * Queues a text message carrying a code in the outbox (channel `sms`, `to_email` holding the
 * phone), in the caller's transaction; the mail worker sends it with the SMS transport.
 */
export async function enqueueSms({ tx, ...options }: EnqueueSmsOptions) {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      id: newId(),
      channel: 'sms',
      toEmail: options.to.phone,
      toName: options.to.name,
      template: 'sms-code',
      data: { code: options.code, minutes: options.minutes },
      nextAttemptAt: options.at,
      createdAt: options.at,
    })
    .returning({ id: mailOutbox.id });
  return row!;
}
