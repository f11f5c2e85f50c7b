import type { MailAddress } from '../mail-templates.ts';

/** A rendered mail on its way out; `id` is the outbox row's id (the idempotency key). */
export interface OutgoingMail {
  id: string;
  from: MailAddress;
  to: MailAddress;
  subject: string;
  html: string;
  text: string;
}

/** Sends one mail; resolves only once the receiving side acknowledged it, else throws. */
export interface MailTransport {
  readonly name: 'dev' | 'http' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
}

/** A failed attempt, with the provider's status code when it gave one. */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
  }
}

/** The few logger methods the mail module uses (Fastify's logger has them). */
export interface MailLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export const silentLog: MailLog = { info: () => {}, warn: () => {}, error: () => {} };
