import { z } from 'zod';

/**
 * The platform's own accounts in the double-entry books (decision 037). Stored rows keep these
 * codes; the web renders words (`messages.books.accounts`).
 */
export const PLATFORM_ACCOUNTS = [
  'deposits_received',
  'withdrawals_paid',
  'withdrawal_fees_earned',
  'capital_in_trades',
  'profit_paid',
  'referral_bonuses_paid',
  'admin_adjustments',
  'bonuses_granted',
  // Copy trading (decision 043): the other side of every copy's profit and loss.
  'copy_trading_results',
  // Multi-level referral commissions on approved deposits (decision 055).
  'referral_commissions',
] as const;
export const ZPlatformAccount = z.enum(PLATFORM_ACCOUNTS);
export type TPlatformAccount = z.infer<typeof ZPlatformAccount>;

/** What the reconciliation can find wrong (codes; the web renders words). */
export const RECONCILIATION_ANOMALIES = [
  'figure_differs',
  'hold_differs',
  'figure_below_floor',
  'ledger_not_zero',
  'capital_differs',
  'transaction_differs',
  'pending_too_old',
  'commission_differs',
  'copy_differs',
] as const;
export const ZReconciliationAnomalyKind = z.enum(RECONCILIATION_ANOMALIES);
export type TReconciliationAnomalyKind = z.infer<typeof ZReconciliationAnomalyKind>;

export const ZReconciliationAnomaly = z.object({
  kind: ZReconciliationAnomalyKind,
  /** The account, user or transaction the anomaly is about. */
  subject: z.string(),
  /** Cents the books expect, and what was found. */
  expected: z.number(),
  found: z.number(),
});
export type TReconciliationAnomaly = z.infer<typeof ZReconciliationAnomaly>;

export const ZReconciliation = z.object({
  id: z.number(),
  startedAt: z.string(),
  finishedAt: z.string(),
  ok: z.boolean(),
  anomalies: z.array(ZReconciliationAnomaly),
});
export type TReconciliation = z.infer<typeof ZReconciliation>;

/** `GET /v1/admin/books`: the Books page. Amounts are cents; a platform account's balance is
 * credits minus debits (deposits received is negative: money the platform owes its users). */
export const ZBooks = z.object({
  accounts: z.array(
    z.object({
      account: ZPlatformAccount,
      posted: z.number(),
      pendingDebits: z.number(),
      pendingCredits: z.number(),
    }),
  ),
  /**
   * What users hold: the sum of their balances, profit and holds, their bonus memo, and the equity
   * of their running copies (copy trading's `copy:<id>` accounts).
   */
  users: z.object({
    balance: z.number(),
    profit: z.number(),
    held: z.number(),
    bonus: z.number(),
    inCopies: z.number(),
  }),
  /** Posted cents per day and platform account, the last `days` days, oldest first. */
  daily: z.array(
    z.object({
      day: z.string(),
      deposits: z.number(),
      withdrawals: z.number(),
      fees: z.number(),
      profit: z.number(),
      bonuses: z.number(),
    }),
  ),
  pending: z.array(
    z.object({
      id: z.number(),
      debitAccount: z.string(),
      creditAccount: z.string(),
      amount: z.number(),
      reason: z.string(),
      reference: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  reconciliations: z.array(ZReconciliation),
  /** Decisions an admin took on their own money while the only active admin (flagged). */
  selfDecisions: z.number(),
});
export type TBooks = z.infer<typeof ZBooks>;
