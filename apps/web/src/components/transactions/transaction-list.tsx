import { messages } from '@copyvest/shared';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { type TransactionFilter, useTransactions } from '@/lib/queries/transactions';
import { TransactionItem } from './transaction-item';
import { errorMessage } from '@/lib/error-message';

/**
 * The user's transactions for a search and status: newest first, "Load more" for the next page,
 * two columns on large screens; loading, empty and error states.
 */
export function TransactionList({
  filter,
  columns = true,
  recent,
}: {
  filter: TransactionFilter;
  /** Two columns from the `lg` breakpoint. */
  columns?: boolean;
  /**
   * Only the newest `recent` ones, with a link to /transactions instead of "Load more" (the
   * profile: the whole list there would repeat the transactions page, 4,500 px on a phone).
   */
  recent?: number;
}) {
  const query = useTransactions(filter);
  const grid = cn('grid gap-3', columns && 'lg:grid-cols-2');

  if (query.isPending) {
    return (
      <div className={grid} role="status" aria-label={messages.common.loading}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
    );
  }
  if (!query.data) {
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const all = query.data.pages.flatMap((page) => page.transactions);
  const transactions = recent === undefined ? all : all.slice(0, recent);
  const total = query.data.pages[0]?.total ?? 0;
  if (transactions.length === 0) return <EmptyState title={messages.empty.transactions} />;

  if (recent !== undefined) {
    return (
      <div className="space-y-4">
        <ul className={grid}>
          {transactions.map((transaction) => (
            <li key={transaction.$id}>
              <TransactionItem transaction={transaction} />
            </li>
          ))}
        </ul>
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {messages.money.showing(transactions.length, total)}
          </p>
          <Link to="/transactions" className={buttonStyles({ variant: 'secondary' })}>
            {messages.trade.viewAllTransactions}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className={cn('space-y-4', query.isPlaceholderData && 'opacity-60')}>
      <ul className={grid} aria-busy={query.isPlaceholderData || undefined}>
        {transactions.map((transaction) => (
          <li key={transaction.$id}>
            <TransactionItem transaction={transaction} />
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-center gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {messages.money.showing(transactions.length, total)}
        </p>
        {query.isFetchNextPageError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errorMessage(query.error)}
          </p>
        )}
        <LoadMoreButton
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={query.fetchNextPage}
        />
      </div>
    </div>
  );
}
