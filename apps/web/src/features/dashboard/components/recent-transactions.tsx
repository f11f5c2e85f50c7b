import { messages, type TTransaction } from '@copyvest/shared';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { TransactionItem } from '@/components/transactions/transaction-item';
import { EmptyState } from '@/components/ui/empty-state';

/** The 3 most recent transactions and a link to all of them. */
export function RecentTransactions({ transactions }: { transactions: TTransaction[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex h-full flex-col">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {messages.trade.recentTransactions}
        </h2>
        <Link
          to="/transactions"
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
        >
          {messages.trade.viewAllTransactions}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {transactions.length === 0 ? (
        <EmptyState title={messages.empty.transactions} className="flex-1 justify-center" />
      ) : (
        <ul className="space-y-3">
          {transactions.map((transaction) => (
            <li key={transaction.$id}>
              <TransactionItem transaction={transaction} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
