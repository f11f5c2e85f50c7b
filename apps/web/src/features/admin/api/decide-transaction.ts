import { messages, type TTransaction, type TTransactionList } from '@copyvest/shared';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryRoot, usersQueryRoot } from '@/lib/queries/query-roots';
import { toast } from '@/lib/toast';
import { adminTransactionsQueryKey } from '@/features/admin/api/get-admin-transactions';
import { segment } from '@/features/admin/utils/query-string';
import { errorMessage } from '@/lib/error-message';

export type Decision = 'approve' | 'reject';

/**
 * `POST /v1/admin/transactions/{id}/approve | reject`; a late decision answers 409 "Already
 * Approved". An approval may carry a withdrawal's payout hash (decision 042).
 */
export function decideTransaction(
  id: string,
  decision: Decision,
  txHash?: string,
  reason?: string,
): Promise<TTransaction> {
  const path = `/v1/admin/transactions/${segment(id)}/${decision}`;
  if (txHash) return api.post<TTransaction>(path, { txHash });
  if (reason) return api.post<TTransaction>(path, { reason });
  return api.post<TTransaction>(path);
}

/** "Deposit" for money coming in, "Withdrawal" for anything else (the spec's credit/debit rule). */
export function transactionKind(transaction: Pick<TTransaction, 'type'>) {
  return transaction.type === 'credit' ? 'Deposit' : 'Withdrawal';
}

export function useDecideTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      txHash,
      reason,
    }: {
      id: string;
      decision: Decision;
      txHash?: string;
      /** Why a rejection, shown to the owner and mailed. */
      reason?: string;
    }) => decideTransaction(id, decision, txHash, reason),
    onSuccess: (transaction, { decision }) => {
      toast.success(
        messages.toast.transactionDecided(
          transactionKind(transaction),
          decision === 'approve' ? 'approved' : 'rejected',
        ),
      );
      // The row shows its new status at once; the lists, totals and balances then refresh.
      queryClient.setQueriesData<InfiniteData<TTransactionList>>(
        { queryKey: adminTransactionsQueryKey },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              transactions: page.transactions.map((item) =>
                item.$id === transaction.$id ? transaction : item,
              ),
            })),
          },
      );
      return refresh(queryClient);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      // A 409 means someone else decided first: show the current state.
      return refresh(queryClient);
    },
  });
}

function refresh(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
    queryClient.invalidateQueries({ queryKey: usersQueryRoot }),
  ]).then(() => undefined);
}
