import {
  describeTransaction,
  formatDate,
  formatMoney,
  messages,
  type TTransaction,
  transactionStatusView,
  withdrawalPayout,
} from '@copyvest/shared';
import { ArrowDownLeft, ArrowUpRight, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { CancelWithdrawalButton } from './cancel-withdrawal-button';
import { StatusBadge } from './status-badge';
import { amountStyles, isCredit } from './transaction-status';

const t = messages.transactionList;

/** The arrow's circle follows the amount: green received, red left or held, else neutral. */
const iconStyles = {
  credit: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-400',
  debit: 'bg-red-50 text-red-700 dark:bg-red-500/15 dark:text-red-400',
  neutral: 'bg-slate-100 text-slate-600 dark:bg-slate-500/15 dark:text-slate-300',
} as const;

/**
 * One transaction of the user's own: description, id, crypto, date (MM/DD/YYYY), its status in
 * the shared words (`transactionStatusView`: Pending review, Approved, Rejected with the reason,
 * Cancelled), the amount signed only when it moved (a pending deposit reads "$2,000.00 pending",
 * neutral; a rejected or cancelled one unsigned, neutral); for a withdrawal its fee and what the
 * wallet gets: "Sent" once paid, "To receive" while pending, and nothing for a rejected or
 * cancelled one (no money moved, no fee); a pending withdrawal can be cancelled. "View details"
 * opens /transactions/{id}.
 */
export function TransactionItem({ transaction }: { transaction: TTransaction }) {
  const credit = isCredit(transaction.type);
  const Icon = credit ? ArrowDownLeft : ArrowUpRight;
  const view = transactionStatusView(transaction);
  // What the wallet gets, by the shared rule: nothing is shown for a failed withdrawal.
  const payout = withdrawalPayout(transaction);
  const cancellable = transaction.kind === 'withdrawal' && transaction.status === 'pending';
  return (
    <article className="flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          iconStyles[view.amount.tone],
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 font-medium break-words text-slate-900 dark:text-white">
            {describeTransaction(transaction)}
          </p>
          <p className={cn('shrink-0 font-semibold tabular-nums', amountStyles[view.amount.tone])}>
            <span className="sr-only">
              {credit ? t.credit : t.debit}
              {view.state === 'rejected' || view.state === 'cancelled'
                ? `, ${t.notMoved}`
                : ''}{' '}
            </span>
            {view.amount.text}
          </p>
        </div>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <p className="min-w-0 break-all">
            <span className="font-mono">{transaction.transactionId}</span>
            <span aria-hidden="true"> · </span>
            <span>{transaction.crypto}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={transaction.$createdAt}>{formatDate(transaction.$createdAt)}</time>
          </p>
          <StatusBadge view={view} />
        </div>
        {view.detail !== view.label && (
          <p className="mt-1 text-xs break-words text-slate-600 dark:text-slate-400">
            {view.detail}
          </p>
        )}
        {payout && payout.state !== 'nothingSent' && view.showFee && (
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {t.fee(formatMoney(transaction.fee))}
            <span aria-hidden="true"> · </span>
            {payout.state === 'sent'
              ? t.sent(formatMoney(payout.cents))
              : t.toReceive(formatMoney(payout.cents))}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center justify-end gap-2">
          <Link
            to={`/transactions/${encodeURIComponent(transaction.$id)}`}
            aria-label={messages.transactionDetail.viewDetailsOf(transaction.transactionId)}
            className="inline-flex min-h-9 items-center gap-1 rounded px-1 text-sm font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
          >
            {messages.transactionDetail.viewDetails}
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
          {cancellable && <CancelWithdrawalButton transaction={transaction} />}
        </div>
      </div>
    </article>
  );
}
