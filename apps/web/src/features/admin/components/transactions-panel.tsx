import { messages, type TTransactionStatus, ZTransactionStatus } from '@copyvest/shared';
import { useId, useState } from 'react';
import { DateRangeFilter } from '@/components/transactions/date-range-filter';
import { ExportCsvButton } from '@/components/transactions/export-csv-button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { labelStyles } from '@/components/ui/field-styles';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { LoadingState } from '@/components/ui/loading-state';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { exportAdminTransactions } from '@/features/admin/api/export-admin-transactions';
import {
  type AdminTransactionsFilter,
  useAdminTransactions,
} from '@/features/admin/api/get-admin-transactions';
import { TransactionRow } from '@/features/admin/components/transaction-row';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import type { DateRangeFilter as DateRange } from '@/lib/queries/date-range-params';

const t = messages.admin;
export type StatusFilter = TTransactionStatus | '';

/** Reads a status filter from the URL; anything unknown means all statuses. */
export function parseStatusFilter(value: string | null): StatusFilter {
  const parsed = ZTransactionStatus.safeParse(value);
  return parsed.success ? parsed.data : '';
}

/**
 * Transactions for an admin, newest first: server-side search, status and date-range filters,
 * "Load more", approve/reject on pending rows, "Export CSV" of the list with its filters. With
 * `userId`, one user's transactions only.
 */
export function TransactionsPanel({
  userId,
  status,
  onStatusChange,
}: {
  userId?: string;
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
}) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim());
  const [range, setRange] = useState<DateRange>({});
  const statusId = useId();
  const filter: AdminTransactionsFilter = { search: debouncedSearch, status, userId, ...range };
  const list = useAdminTransactions(filter);
  const transactions = list.data?.pages.flatMap((page) => page.transactions) ?? [];
  const total = list.data?.pages[0]?.total;

  return (
    <div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          value={search}
          onChange={setSearch}
          label={t.searchTransactions}
          placeholder={t.searchTransactionsPlaceholder}
          className="flex-1"
        />
        <div className="sm:w-48">
          <label htmlFor={statusId} className={cn(labelStyles, 'sr-only')}>
            {t.statusFilter}
          </label>
          <Select
            id={statusId}
            size="sm"
            value={status}
            onChange={(event) => onStatusChange(parseStatusFilter(event.target.value))}
          >
            <option value="">{t.allStatuses}</option>
            <option value="pending">{messages.transactionList.statusFilterOption.pending}</option>
            <option value="success">{messages.transactionList.statusFilterOption.success}</option>
            <option value="failed">{messages.transactionList.statusFilterOption.failed}</option>
          </Select>
        </div>
      </div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <DateRangeFilter onChange={setRange} />
        <ExportCsvButton onExport={() => exportAdminTransactions(filter)} />
      </div>

      {list.isPending ? (
        <LoadingState />
      ) : list.isError && transactions.length === 0 ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : transactions.length === 0 ? (
        <EmptyState title={messages.empty.transactions} />
      ) : (
        <>
          {total !== undefined && (
            <p
              className="mb-3 text-sm text-slate-600 dark:text-slate-400"
              aria-live="polite"
              aria-busy={list.isFetching}
            >
              {t.transactionsCount(total)}
            </p>
          )}
          <ul className={cn('space-y-3', list.isPlaceholderData && 'opacity-60')}>
            {transactions.map((transaction) => (
              <li key={transaction.$id}>
                <TransactionRow
                  transaction={transaction}
                  showUser={!userId}
                  headingLevel={userId ? 3 : 2}
                />
              </li>
            ))}
          </ul>
          <LoadMoreButton
            className="mt-4"
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            fetchNextPage={list.fetchNextPage}
          />
        </>
      )}
    </div>
  );
}
