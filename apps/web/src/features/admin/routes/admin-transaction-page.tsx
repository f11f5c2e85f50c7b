import { messages } from '@copyvest/shared';
import { Link, useParams } from 'react-router';
import { TransactionDetailView } from '@/components/transactions/transaction-detail-view';
import { BackButton } from '@/components/ui/back-button';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { useAdminTransaction } from '@/features/admin/api/get-admin-transaction';
import { PayoutHashForm } from '@/features/admin/components/payout-hash-form';
import { ApiError } from '@/lib/api-client';

const t = messages.transactionDetail;

/** /admin/transactions/{id}: any transaction, its owner, and who decided it when. */
export function AdminTransactionPage() {
  const { id = '' } = useParams();
  const detail = useAdminTransaction(id);
  return (
    <>
      <BackButton fallback="/admin/transactions" className="mb-4" />
      <PageHeader title={t.title} />
      {detail.isPending ? (
        <LoadingState />
      ) : detail.isError ? (
        detail.error instanceof ApiError && detail.error.status === 404 ? (
          <EmptyState title={t.notFoundAdmin}>
            <Link to="/admin/transactions" className={buttonStyles({ variant: 'secondary' })}>
              {t.backToTransactions}
            </Link>
          </EmptyState>
        ) : (
          <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
        )
      ) : (
        <>
          <TransactionDetailView
            transaction={detail.data}
            owner={
              <Link
                to={`/admin/users/${encodeURIComponent(detail.data.userId)}`}
                className="font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
              >
                {detail.data.owner
                  ? t.ownerLink(detail.data.owner.name, detail.data.owner.email)
                  : detail.data.userId}
              </Link>
            }
          />
          {detail.data.type === 'withdraw' && detail.data.status === 'success' && (
            <PayoutHashForm key={detail.data.txHash ?? ''} transaction={detail.data} />
          )}
        </>
      )}
    </>
  );
}
