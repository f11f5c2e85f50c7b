import { messages } from '@copyvest/shared';
import { Link, useParams } from 'react-router';
import { CancelWithdrawalButton } from '@/components/transactions/cancel-withdrawal-button';
import { TransactionDetailView } from '@/components/transactions/transaction-detail-view';
import { BackButton } from '@/components/ui/back-button';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { useTransaction } from '@/features/transactions/api/get-transaction';
import { ApiError } from '@/lib/api-client';

const t = messages.transactionDetail;

/** /transactions/{id}: one of the user's transactions and its status history. */
export function TransactionDetailPage() {
  const { id = '' } = useParams();
  const detail = useTransaction(id);
  return (
    <>
      <BackButton fallback="/transactions" className="mb-4" />
      <PageHeader title={t.title} />
      {detail.isPending ? (
        <LoadingState />
      ) : detail.isError ? (
        detail.error instanceof ApiError && detail.error.status === 404 ? (
          <EmptyState title={t.notFound}>
            <Link to="/transactions" className={buttonStyles({ variant: 'secondary' })}>
              {t.backToTransactions}
            </Link>
          </EmptyState>
        ) : (
          <ErrorState
            error={detail.error}
            onRetry={() => void detail.refetch()}
            retrying={detail.isFetching}
          />
        )
      ) : (
        <TransactionDetailView
          transaction={detail.data}
          actions={
            detail.data.kind === 'withdrawal' && detail.data.status === 'pending' ? (
              <CancelWithdrawalButton transaction={detail.data} />
            ) : undefined
          }
        />
      )}
    </>
  );
}
