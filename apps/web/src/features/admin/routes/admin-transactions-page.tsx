import { messages } from '@copyvest/shared';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import {
  parseStatusFilter,
  type StatusFilter,
  TransactionsPanel,
} from '@/features/admin/components/transactions-panel';

/** /admin/transactions: every transaction; `?status=pending` (from the overview) filters. */
export function AdminTransactionsPage() {
  const [params, setParams] = useSearchParams();
  const status = parseStatusFilter(params.get('status'));

  function setStatus(next: StatusFilter) {
    setParams(next ? { status: next } : {}, { replace: true });
  }

  return (
    <>
      <PageHeader
        title={messages.nav.transactions}
        description={messages.pages.adminTransactionsText}
      />
      <TransactionsPanel status={status} onStatusChange={setStatus} />
    </>
  );
}
