import { formatMoney, type Cents } from './money.ts';
import { transactionList } from './messages/transaction-list.ts';

/**
 * The words a transaction's status is shown in, derived from the stored status (pending, success,
 * failed: no status of its own is stored) and who decided it: a failed transaction its owner
 * decided was cancelled (decision 026), one an admin decided was rejected.
 */
export type TransactionState = 'pendingReview' | 'approved' | 'rejected' | 'cancelled';

/** What the words are derived from: the transaction DTO carries all of it. */
export interface TransactionStatusFacts {
  status: string;
  type: string;
  amount: Cents;
  /** True when the owner cancelled it (`decided_by = user_id`). */
  cancelledByOwner?: boolean;
  /** The admin's reason for a rejection, when given. */
  decisionReason?: string | null;
}

export interface TransactionStatusView {
  state: TransactionState;
  /** "Pending review", "Approved", "Rejected" or "Cancelled". */
  label: string;
  /** The label, or "Rejected: {reason}" when the admin gave one. */
  detail: string;
  /** The badge's colour: cancelled is neutral (neither red nor a loss). */
  tone: 'pending' | 'success' | 'failed' | 'neutral';
  /**
   * How the amount shows: signed and coloured only when it moved the balance (an approved one,
   * or a pending debit, whose amount is held); a pending credit is neutral ("$2,000.00 pending"),
   * a rejected or cancelled one neutral and unsigned.
   */
  amount: { text: string; tone: 'credit' | 'debit' | 'neutral' };
  /** A fee is shown unless nothing moved (rejected or cancelled: none was charged). */
  showFee: boolean;
}

export function transactionState(
  facts: Pick<TransactionStatusFacts, 'status' | 'cancelledByOwner'>,
): TransactionState {
  if (facts.status === 'pending') return 'pendingReview';
  if (facts.status === 'success') return 'approved';
  return facts.cancelledByOwner === true ? 'cancelled' : 'rejected';
}

const TONES = {
  pendingReview: 'pending',
  approved: 'success',
  rejected: 'failed',
  cancelled: 'neutral',
} as const satisfies Record<TransactionState, TransactionStatusView['tone']>;

/** The one rule every view (lists, detail, dashboard, admin, CSV) words a status by. */
export function transactionStatusView(facts: TransactionStatusFacts): TransactionStatusView {
  const state = transactionState(facts);
  const label = transactionList.statusWord[state];
  const reason = facts.decisionReason?.trim();
  const detail =
    state === 'rejected' && reason ? transactionList.rejectedWithReason(reason) : label;
  const money = formatMoney(Math.abs(facts.amount));
  const credit = facts.type === 'credit';
  let amount: TransactionStatusView['amount'];
  if (state === 'rejected' || state === 'cancelled') amount = { text: money, tone: 'neutral' };
  else if (state === 'pendingReview' && credit) {
    amount = { text: transactionList.pendingAmount(money), tone: 'neutral' };
  } else {
    amount = credit
      ? { text: `+${money}`, tone: 'credit' }
      : { text: `\u2212${money}`, tone: 'debit' };
  }
  return {
    state,
    label,
    detail,
    tone: TONES[state],
    amount,
    showFee: state !== 'rejected' && state !== 'cancelled',
  };
}
