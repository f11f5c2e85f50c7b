import { messages } from '@copyvest/shared';
import { useState } from 'react';
import {
  StatusFilter,
  type StatusFilterValue,
  statusOf,
} from '@/components/transactions/status-filter';
import { TransactionList } from '@/components/transactions/transaction-list';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';

/** Every transaction of the user: server-side search (id, crypto, description) and status. */
export function TransactionsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilterValue>('all');
  const debounced = useDebouncedValue(search.trim());
  return (
    <>
      <PageHeader title={messages.nav.transactions} description={messages.pages.transactionsText} />
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-start">
        <SearchBox
          value={search}
          onChange={setSearch}
          label={messages.transactionList.searchLabel}
          className="flex-1"
        />
        <StatusFilter value={status} onChange={setStatus} className="sm:w-44" />
      </div>
      <TransactionList filter={{ search: debounced || undefined, status: statusOf(status) }} />
    </>
  );
}
