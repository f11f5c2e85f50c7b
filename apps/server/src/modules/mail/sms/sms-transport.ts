import type { MailLog } from '../transports/mail-transport.ts';

/** A text message on its way out; `id` is its outbox row's id (the idempotency key). */
export interface OutgoingSms {
  id: string;
  /** E.164, e.g. +14155550123. */
  to: string;
  text: string;
}

/** Sends one text message; resolves only once the provider took it, else throws. */
export interface SmsTransport {
  readonly name: 'dev' | 'http';
  send(sms: OutgoingSms, log: MailLog): Promise<void>;
}
