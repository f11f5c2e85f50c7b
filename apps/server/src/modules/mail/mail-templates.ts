import { z } from 'zod';
import { SECURITY_EVENTS } from './templates/security-mail-copy.ts';

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
  /** The payout's transaction hash and explorer page (approval, when given; decision 042). */
  txHash: z.string().optional(),
  txUrl: z.string().optional(),
});

/** A link or code sealed with the server key (SECRETS_KEY): the outbox never holds it in clear. */
export const ZSealed = z.object({ sealed: z.string() });
export type TSealed = z.infer<typeof ZSealed>;

const ZLinkMailData = z.object({
  name: z.string(),
  link: ZSealed,
  /** How long the link works. */
  minutes: z.number().int(),
});
const ZCodeMailData = z.object({
  name: z.string(),
  code: ZSealed,
  minutes: z.number().int(),
  /** The security phrase the requester was shown (empty when none was asked for). */
  phrase: z.string().default(''),
});

export const mailTemplates = {
  welcome: z.object({ name: z.string() }),
  /** Someone tried to sign up with this address, which already has an account (decision 022). */
  'sign-up-attempt': z.object({ name: z.string() }),
  'withdrawal-request': ZWithdrawalMailData,
  'withdrawal-approved': ZWithdrawalMailData,
  recovery: ZLinkMailData,
  verification: ZLinkMailData,
  'magic-url': ZLinkMailData.extend({ phrase: z.string().default('') }),
  'sign-in-code': ZCodeMailData,
  'mfa-code': ZCodeMailData,
  /**
   * A change to how the account signs in (or a sign-in) the owner should know of: mailed to the
   * account's address so a thief's change does not go unnoticed.
   */
  'security-notice': z.object({
    name: z.string(),
    event: z.enum(SECURITY_EVENTS),
    /** A new sign-in: the user agent and the time (ISO). */
    device: z.string().optional(),
    at: z.string().optional(),
  }),
  /** A trade's plan term is complete: closed and paid back (`closed`), or waiting for a claim. */
  'trade-matured': z.object({
    name: z.string(),
    planTitle: z.string(),
    /** Cents. */
    profit: z.number().int(),
    /** Cents. */
    capital: z.number().int(),
    closed: z.boolean(),
  }),
  /** An admin activated the account, or suspended it (with the reason, may be empty). */
  'account-status': z.object({
    name: z.string(),
    status: z.enum(['activated', 'suspended']),
    reason: z.string(),
  }),
  /** A deposit approved or rejected, a withdrawal rejected or cancelled (with the admin's reason). */
  'transaction-decision': z.object({
    name: z.string(),
    kind: z.enum(['deposit', 'withdrawal']),
    outcome: z.enum(['approved', 'rejected', 'cancelled']),
    /** Cents. */
    amount: z.number().int(),
    paymentMethod: z.string(),
    transactionId: z.string(),
    reason: z.string(),
  }),
  /** The reconciliation found the books do not balance (decision 037): to every active admin. */
  'reconciliation-anomaly': z.object({
    name: z.string(),
    count: z.number().int(),
    kinds: z.array(z.string()),
    at: z.string(),
  }),
  /** A copy of a lead trader started with an allocation (decision 043). */
  'copy-started': z.object({
    name: z.string(),
    traderName: z.string(),
    /** Cents. */
    amount: z.number().int(),
  }),
  /** Funds added to a running copy. */
  'copy-funds-added': z.object({
    name: z.string(),
    traderName: z.string(),
    /** Cents: what was added, and the copy's equity after. */
    amount: z.number().int(),
    equity: z.number().int(),
  }),
  /** A copy closed: its equity went back to the balance. */
  'copy-closed': z.object({
    name: z.string(),
    traderName: z.string(),
    /** Cents. */
    returned: z.number().int(),
  }),
  /** The support desk replied to a ticket (decision 052). */
  'ticket-reply': z.object({ name: z.string(), subject: z.string(), ticketId: z.string() }),
  /** An admin wrote to the user (decision 056): the subject and text as the admin wrote them. */
  'admin-message': z.object({ name: z.string(), subject: z.string(), message: z.string() }),
  /** An admin approved or rejected the user's identity verification (decision 054). */
  'kyc-decision': z.object({
    name: z.string(),
    outcome: z.enum(['approved', 'rejected']),
    reason: z.string(),
  }),
  /** A referral commission reached the user's balance (decision 055). */
  'referral-commission': z.object({
    name: z.string(),
    /** Cents. */
    amount: z.number().int(),
    level: z.number().int(),
    /** Who deposited. */
    from: z.string(),
  }),
  /** A text message (channel sms): a code. */
  'sms-code': z.object({ code: ZSealed, minutes: z.number().int() }),
} as const;

export type MailTemplate = keyof typeof mailTemplates;

export type MailData<T extends MailTemplate> = z.input<(typeof mailTemplates)[T]>;

/** One mail to queue: a template and its data. */
export type MailRequest = { [T in MailTemplate]: { template: T; data: MailData<T> } }[MailTemplate];

export interface MailAddress {
  name: string;
  email: string;
}
