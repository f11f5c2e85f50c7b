import { and, eq } from 'drizzle-orm';
import type { MailDeps } from './mail-deps.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { OutboxRow } from './claim-due-mails.ts';
import { mailBackoffMs } from './mail-backoff.ts';
import { mailSender } from './mail-settings.ts';
import { renderMail } from './render-mail.tsx';
import type { SmsTransport } from './sms/sms-transport.ts';
import type { MailLog, MailTransport } from './transports/mail-transport.ts';

export type DeliveryOutcome = 'sent' | 'retry' | 'failed';

export interface DeliverMailOptions {
  deps: MailDeps;
  transport: MailTransport;
  row: OutboxRow;
  log: MailLog;
  /** For rows of channel `sms` (text messages share the outbox). */
  sms?: SmsTransport;
}

/**
 * Renders and sends one claimed mail. `sent` once the transport acknowledged: the caller records
 * the round's sent mails in one statement (`markMailsSent`). Otherwise the outcome is recorded
 * here: back to `pending` with a growing delay, or `failed` (and an error log) after
 * MAIL_MAX_ATTEMPTS. The failure update is conditional on our claim still holding (same
 * status and attempt count), so a worker whose lease ran out never undoes a newer claim.
 */
export async function deliverMail({
  deps,
  transport,
  row,
  log,
  sms,
}: DeliverMailOptions): Promise<DeliveryOutcome> {
  try {
    const open = (sealed: string) => deps.secrets.open(sealed);
    const rendered = await renderMail(deps.config, row.template, row.data, open);
    if (row.channel === 'sms') {
      if (!sms) throw new Error('no SMS transport');
      await sms.send({ id: row.id, to: row.toEmail, text: rendered.text }, log);
    } else {
      await transport.send({
        id: row.id,
        from: mailSender(deps.config),
        to: { name: row.toName, email: row.toEmail },
        ...rendered,
      });
    }
  } catch (error) {
    return recordFailure({ deps, row, error, log });
  }
  return 'sent';
}

type RecordFailureOptions = { deps: MailDeps; row: OutboxRow; error: unknown; log: MailLog };

async function recordFailure({
  deps,
  row,
  error,
  log,
}: RecordFailureOptions): Promise<DeliveryOutcome> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const giveUp = row.attempts >= deps.config.MAIL_MAX_ATTEMPTS;
  const now = deps.clock.now();
  await deps.db
    .update(mailOutbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      nextAttemptAt: new Date(now.getTime() + mailBackoffMs(row.attempts)),
      lockedUntil: null,
      lastError: message,
    })
    .where(
      and(
        eq(mailOutbox.id, row.id),
        eq(mailOutbox.status, 'sending'),
        eq(mailOutbox.attempts, row.attempts),
      ),
    );
  const context = {
    mailId: row.id,
    template: row.template,
    to: row.toEmail,
    attempts: row.attempts,
    error: message,
  };
  if (giveUp) log.error(context, `mail ${row.id} given up after ${row.attempts} attempts`);
  else log.warn(context, `mail ${row.id} not sent (attempt ${row.attempts}); retrying`);
  return giveUp ? 'failed' : 'retry';
}
