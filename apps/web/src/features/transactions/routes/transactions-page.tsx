import { messages } from '@copyvest/shared';
import { useState } from 'react';
import { DateRangeFilter } from '@/components/transactions/date-range-filter';
import { ExportCsvButton } from '@/components/transactions/export-csv-button';
import {
  StatusFilter,
  type StatusFilterValue,
  statusOf,
} from '@/components/transactions/status-filter';
import { TransactionList } from '@/components/transactions/transaction-list';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { exportTransactions } from '@/features/transactions/api/export-transactions';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import type { DateRangeFilter as DateRange } from '@/lib/queries/date-range-params';

/**
 * Every transaction of the user: server-side search (id, crypto, description), status and date
 * range; "Export CSV" downloads the list with those filters.
 */
export function TransactionsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilterValue>('all');
  const [range, setRange] = useState<DateRange>({});
  const debounced = useDebouncedValue(search.trim());
  const filter = { search: debounced || undefined, status: statusOf(status), ...range };
  return (
    <>
      <PageHeader
        title={messages.nav.transactions}
        description={messages.pages.transactionsText}
        actions={<ExportCsvButton onExport={() => exportTransactions(filter)} />}
      />
      <div className="mb-5 flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-end">
          <SearchBox
            value={search}
            onChange={setSearch}
            label={messages.transactionList.searchLabel}
            className="flex-1"
          />
          <StatusFilter value={status} onChange={setStatus} className="sm:w-44" />
        </div>
        <DateRangeFilter onChange={setRange} />
      </div>
      <TransactionList filter={filter} />
    </>
  );
}
