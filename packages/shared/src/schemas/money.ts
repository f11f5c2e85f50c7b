import { z } from 'zod';
import {
  WALLET_ADDRESS_MAX,
  TRANSACTION_ID_ALPHABET,
  TRANSACTION_ID_LENGTH,
  TRANSACTION_ID_PREFIX,
} from '../constants.ts';
import { messages } from '../messages.ts';
import { zMoneyInput, ZCents } from '../money.ts';
import { ZNetwork } from '../networks.ts';
import { requiredText, ZRecord, ZTimestamp } from './common.ts';
import { ZCountry, ZPhone, ZUser } from './account.ts';

const v = messages.validation;
const PAYMENT_METHOD = { label: 'Payment method' };
const WALLET_ADDRESS = { label: 'Wallet address' };

export const ZTransactionStatus = z.enum(['pending', 'success', 'failed']);
export type TTransactionStatus = z.infer<typeof ZTransactionStatus>;
export const ZTransactionType = z.enum(['credit', 'withdraw']);
export const ZTransactionKind = z.enum([
  'deposit',
  'withdrawal',
  'investment',
  'profit_claim',
  'trade_close',
  'referral_bonus',
  'referral_commission',
  'adjustment',
  /** Money moved from the balance into a copy of a lead trader (starting it or adding funds). */
  'copy_allocation',
  /** A closed copy's equity back on the balance. */
  'copy_return',
  /** A lead trader's share of followers' profits at one close (one row per close). */
  'copy_profit_share',
]);
export type TTransactionKind = z.infer<typeof ZTransactionKind>;

/**
 * A transaction id: 'TNX-' plus 6 characters of the look-alike-free alphabet, or, for ids made
 * before it (kept unchanged), 'TNX-' plus 6 digits.
 */
export const ZTransactionId = z
  .string()
  .regex(
    new RegExp(
      `^${TRANSACTION_ID_PREFIX}(?:[${TRANSACTION_ID_ALPHABET}]{${TRANSACTION_ID_LENGTH}}|[0-9]{${TRANSACTION_ID_LENGTH}})$`,
    ),
  );

export const ZTransaction = ZRecord.extend({
  transactionId: ZTransactionId,
  userId: z.string(),
  /** cents */
  amount: z.number().int(),
  /** cents; withdrawal processing fee (amount sent = amount - fee) */
  fee: z.number().int(),
  type: ZTransactionType,
  status: ZTransactionStatus,
  kind: ZTransactionKind,
  /** The words when the row was written; the web renders `descriptionCode` when it knows it. */
  description: z.string(),
  /** What the description says, as a code and its parameters (`describeTransaction`). */
  descriptionCode: z.string().nullable().optional(),
  descriptionParams: z.record(z.string(), z.unknown()).nullable().optional(),
  crypto: z.string(),
  paymentMethodId: z.string().nullable(),
  walletAddress: z.string().nullable(),
  /**
   * A deposit's blockchain transaction hash, when the user gave one; a withdrawal's payout hash,
   * when the admin entered one (decision 042).
   */
  txHash: z.string().optional(),
  /** The explorer's page for `txHash`, when the payment method declares a network. */
  txUrl: z.string().optional(),
  decidedAt: ZTimestamp.nullable(),
  /** Why an admin rejected it, when they said. */
  decisionReason: z.string().nullable().optional(),
  /** A deposit made from a quote (decision 044): its amount in the coin and the rate (US dollars per coin). */
  cryptoAmount: z.string().optional(),
  quoteRate: z.string().optional(),
  /**
   * True when its owner cancelled it (failed and decided by the owner, decision 026): the views
   * word it "Cancelled", not "Rejected" (`transactionStatusView`). The server always sends it.
   */
  cancelledByOwner: z.boolean().optional(),
  /** The owner's name and e-mail: only in the admin list. */
  owner: z.object({ name: z.string(), email: z.string() }).optional(),
});
export type TTransaction = z.infer<typeof ZTransaction>;

export const ZTransactionList = z.object({
  total: z.number(),
  transactions: z.array(ZTransaction),
});
export type TTransactionList = z.infer<typeof ZTransactionList>;

export const ZPaymentMethod = ZRecord.extend({
  /** Short code such as `btc`. */
  code: z.string(),
  name: z.string(),
  address: z.string(),
  /** The blockchain its addresses belong to; null: not set (addresses are not checked). */
  network: ZNetwork.nullable(),
  /** US dollars per coin as the admin set it (decision 044), and when; null: not set. */
  rate: z.string().nullable().optional(),
  rateUpdatedAt: ZTimestamp.nullable().optional(),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;
export const ZPaymentMethodList = z.object({
  total: z.number(),
  paymentMethods: z.array(ZPaymentMethod),
});

export const ZPlan = ZRecord.extend({
  title: z.string(),
  /** cents */
  min: z.number().int(),
  /** cents */
  max: z.number().int(),
  /** percent per day, e.g. 2.5 */
  roi: z.number(),
  days: z.number().int(),
  isRecommended: z.boolean(),
  /** A short tag shown with the plan (e.g. "Best value"), or null. */
  label: z.string().nullable().optional(),
});
export type TPlan = z.infer<typeof ZPlan>;
export const ZPlanList = z.object({ total: z.number(), plans: z.array(ZPlan) });

export const ZTrade = ZRecord.extend({
  planId: z.string().nullable(),
  planTitle: z.string(),
  /** percent per day */
  roi: z.number(),
  days: z.number().int(),
  /** cents */
  amount: z.number().int(),
  startedAt: ZTimestamp,
  termStartedAt: ZTimestamp,
  daysPaid: z.number().int(),
  status: z.enum(['ongoing', 'closed']),
  closedAt: ZTimestamp.nullable(),
  /** When the plan's term was paid in full ("Completed"); null while it runs. */
  maturedAt: ZTimestamp.nullable(),
});
export type TTrade = z.infer<typeof ZTrade>;

/** Deposit: the API body, and the form that produces it from typed dollars. */
/** A blockchain transaction hash or id: letters and digits (hex, base58), optionally after 0x. */
export const TX_HASH_MAX = 128;
export const ZTxHash = z
  .string({ error: v.txHashInvalid })
  .trim()
  .max(TX_HASH_MAX, v.txHashTooLong)
  .regex(/^(?:0x)?[A-Za-z0-9]{16,}$/, v.txHashInvalid);

export const ZDepositRequest = z.object({
  paymentMethodId: requiredText('paymentMethodId', v.selectPaymentMethod, 64, PAYMENT_METHOD),
  amount: ZCents,
  /** Optional: the hash of the user's transfer, shown to the admin who approves. */
  txHash: ZTxHash.optional(),
  /** Optional: the quote the payment page showed (decision 044); its coin amount is kept. */
  quoteId: z.string().max(64).optional(),
});

/** `POST /v1/deposits/quotes`: the payment page asks for the amount in the coin. */
export const ZDepositQuoteRequest = z.object({
  paymentMethodId: requiredText('paymentMethodId', v.selectPaymentMethod, 64, PAYMENT_METHOD),
  amount: ZCents,
});
export type TDepositQuoteRequest = z.infer<typeof ZDepositQuoteRequest>;
export type TDepositRequest = z.infer<typeof ZDepositRequest>;

/**
 * `POST /v1/admin/transactions/{id}/approve`: optionally a withdrawal's payout hash (decision 042);
 * the body may be left out.
 */
export const ZApproveTransaction = z
  .object({ txHash: ZTxHash.optional() })
  .optional()
  .transform((body) => body ?? {});
export type TApproveTransaction = z.input<typeof ZApproveTransaction>;
/** `PUT /v1/admin/transactions/{id}/payout-hash`: an approved withdrawal's hash, null removes it. */
export const ZPayoutHashUpdate = z.object({ txHash: ZTxHash.nullable() });
export type TPayoutHashUpdate = z.infer<typeof ZPayoutHashUpdate>;
export const ZDepositForm = z.object({
  paymentMethodId: requiredText('paymentMethodId', v.selectPaymentMethod, 64, PAYMENT_METHOD),
  amount: zMoneyInput(v.enterAmount),
});
export type TDepositFormInput = z.input<typeof ZDepositForm>;

/**
 * The one wallet-address rule: the withdrawal request and form, and a saved address
 * (`schemas/saved-addresses.ts`), all read it. `param` names the field in the "missing" message.
 */
export function walletAddressText(param = 'walletAddress') {
  return requiredText(param, v.enterWalletAddress, WALLET_ADDRESS_MAX, WALLET_ADDRESS);
}

export const ZWithdrawalRequest = z.object({
  paymentMethodId: requiredText('paymentMethodId', v.selectPaymentMethod, 64, PAYMENT_METHOD),
  amount: ZCents,
  walletAddress: walletAddressText(),
});
export type TWithdrawalRequest = z.infer<typeof ZWithdrawalRequest>;
export const ZWithdrawalForm = z.object({
  paymentMethodId: requiredText('paymentMethodId', v.selectPaymentMethod, 64, PAYMENT_METHOD),
  amount: zMoneyInput(v.enterAmount),
  walletAddress: walletAddressText(),
});
export type TWithdrawalFormInput = z.input<typeof ZWithdrawalForm>;

export const ZTradeRequest = z.object({
  planId: requiredText('planId', 'Please choose a plan', 64, { label: 'Plan' }),
  amount: z
    .number({
      error: (issue) => (issue.input === undefined ? v.amountRequired : v.amountInvalid),
    })
    .int(v.amountInvalid)
    .positive(v.amountInvalid),
  /**
   * The user confirmed a change of plan. Moving an open trade to a plan with a lower ROI is
   * refused without it.
   */
  confirmPlanChange: z.boolean().optional(),
});
export type TTradeRequest = z.infer<typeof ZTradeRequest>;

export const ZDashboard = z.object({
  user: ZUser,
  /** cents: balance minus what pending withdrawals hold */
  availableBalance: z.number().int(),
  /** cents held by pending withdrawals */
  heldBalance: z.number().int(),
  trade: ZTrade.nullable(),
  recentTransactions: z.array(ZTransaction),
  pendingWithdrawals: z.number().int(),
  /** cents of referral bonuses waiting for the referred accounts' activation */
  pendingBonus: z.number().int(),
});
export type TDashboard = z.infer<typeof ZDashboard>;

export const ZReferral = ZRecord.extend({
  name: z.string(),
  isActive: z.boolean(),
  avatar: z.string().nullable(),
  /**
   * The referral bonus this sign-up brings: `pending` until an admin activates the account,
   * `paid` then, `void` when the account was deleted or closed first; null when none was promised.
   */
  bonusStatus: z.enum(['pending', 'paid', 'void']).nullable(),
});
export const ZReferralList = z.object({
  total: z.number(),
  referrals: z.array(ZReferral),
});
export type TReferralList = z.infer<typeof ZReferralList>;

export const ZProfileUpdate = z.object({
  phone: ZPhone,
  country: ZCountry,
  /** The current password: needed when the phone number changes (it signs in by SMS). */
  password: z.string().max(256).optional(),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;
