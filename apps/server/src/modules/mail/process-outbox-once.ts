import type { MailDeps } from './mail-deps.ts';
import { claimDueMails } from './claim-due-mails.ts';
import { deliverMail } from './deliver-mail.ts';
import { markMailsSent } from './mark-mails-sent.ts';
import { createSmsTransport } from './sms/create-sms-transport.ts';
import type { SmsTransport } from './sms/sms-transport.ts';
import { createMailTransport } from './transports/create-mail-transport.ts';
import { type MailLog, type MailTransport, silentLog } from './transports/mail-transport.ts';

/** Mails taken per round. */
export const OUTBOX_BATCH = 10;
/**
 * How long a claimed mail is ours. Longer than any send can take (the transports time out well
 * before), so a live worker never loses its claim; a dead worker's mails are retried after it.
 */
export const MAIL_LEASE_MS = 5 * 60_000;

export interface ProcessOutboxOptions {
  deps: MailDeps;
  log?: MailLog;
  /** Default: the one MAIL_TRANSPORT names. */
  transport?: MailTransport;
  /** Default: the one SMS_TRANSPORT names. */
  smsTransport?: SmsTransport;
  limit?: number;
}

/**
 * One round of the mail worker: claims the due mails, sends them concurrently, and records the
 * sent ones in one statement once all have answered (a failure is recorded as it happens). Never
 * holds a database transaction while talking to the transport. Tests call this directly.
 */
export async function processOutboxOnce({ deps, ...options }: ProcessOutboxOptions) {
  const log = options.log ?? silentLog;
  const claimed = await claimDueMails({
    deps,
    now: deps.clock.now(),
    leaseMs: MAIL_LEASE_MS,
    limit: options.limit ?? OUTBOX_BATCH,
  });
  const result = { claimed: claimed.length, sent: 0, retry: 0, failed: 0 };
  if (claimed.length === 0) return result;
  const transport = options.transport ?? createMailTransport(deps.config, log);
  const sms = options.smsTransport ?? createSmsTransport(deps.config);
  const outcomes = await Promise.all(
    claimed.map((row) => deliverMail({ deps, transport, row, log, sms })),
  );
  for (const outcome of outcomes) result[outcome] += 1;
  await markMailsSent({
    deps,
    ids: claimed.filter((_, i) => outcomes[i] === 'sent').map((row) => row.id),
  });
  return result;
}
