import { formatMoney, messages, type TTransaction } from '@copyvest/shared';

/** How a status is shown: success and pending as they are, anything else as failed. */
export type StatusTone = 'success' | 'pending' | 'failed';

export function statusTone(status: string): StatusTone {
  if (status === 'success') return 'success';
  if (status === 'pending') return 'pending';
  return 'failed';
}

export function statusLabel(status: string): string {
  return messages.transactionList.status[statusTone(status)];
}

/** Badge colours: success green, pending yellow, anything else red (AA contrast in both themes). */
export const statusBadgeStyles: Record<StatusTone, string> = {
  success: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  pending: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  failed: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
};

/** Only `credit` adds to the balance; every other type is shown as a debit. */
export function isCredit(type: string): boolean {
  return type === 'credit';
}

/** "+$1,234.56" for a credit, "−$1,234.56" for anything else. */
export function signedAmount(transaction: Pick<TTransaction, 'type' | 'amount'>): string {
  return `${isCredit(transaction.type) ? '+' : '\u2212'}${formatMoney(Math.abs(transaction.amount))}`;
}

export const amountStyles = {
  credit: 'text-emerald-700 dark:text-emerald-400',
  debit: 'text-red-700 dark:text-red-400',
} as const;
