import { z } from 'zod';

/**
 * The mails the product sends and the data each one stores in the outbox (amounts in cents).
 * No React here: services that enqueue mails import this, and rendering waits for the worker.
 */
const ZWithdrawalMailData = z.object({
  name: z.string(),
  /** Cents. */
  amount: z.number().int(),
  paymentMethod: z.string(),
  transactionId: z.string(),
});

export const mailTemplates = {
  welcome: z.object({ name: z.string() }),
  'withdrawal-request': ZWithdrawalMailData,
  'withdrawal-approved': ZWithdrawalMailData,
} as const;

export type MailTemplate = keyof typeof mailTemplates;

export type MailData<T extends MailTemplate> = z.infer<(typeof mailTemplates)[T]>;

/** One mail to queue: a template and its data. */
export type MailRequest = { [T in MailTemplate]: { template: T; data: MailData<T> } }[MailTemplate];

export interface MailAddress {
  name: string;
  email: string;
}
