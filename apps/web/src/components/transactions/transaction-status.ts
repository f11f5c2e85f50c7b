import type { TransactionStatusView } from '@copyvest/shared';

/** A badge's colour, as the shared `transactionStatusView` tones a status. */
export type StatusTone = TransactionStatusView['tone'];

/**
 * Badge colours: approved green, pending review yellow, rejected red, cancelled neutral (neither
 * red nor a loss); AA contrast in both themes.
 */
export const statusBadgeStyles: Record<StatusTone, string> = {
  success: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  pending: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  failed: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
  neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-500/15 dark:text-slate-300',
};

/** Only `credit` adds to the balance; every other type is shown as a debit. */
export function isCredit(type: string): boolean {
  return type === 'credit';
}

/**
 * An amount's colour: green only for a credit that was received, red for a debit that left or is
 * held, neutral for a pending credit and anything rejected or cancelled (nothing moved).
 */
export const amountStyles: Record<TransactionStatusView['amount']['tone'], string> = {
  credit: 'text-emerald-700 dark:text-emerald-400',
  debit: 'text-red-700 dark:text-red-400',
  neutral: 'text-slate-700 dark:text-slate-300',
};
