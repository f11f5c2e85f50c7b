import type { TTransactionDetail } from '@copyvest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminTransactionsQueryKey } from '@/features/admin/api/get-admin-transactions';
import { segment } from '@/features/admin/utils/query-string';

/** `GET /v1/admin/transactions/{id}`: any transaction, its owner and who decided it. */
export function fetchAdminTransaction(
  id: string,
  signal?: AbortSignal,
): Promise<TTransactionDetail> {
  return api.get<TTransactionDetail>(`/v1/admin/transactions/${segment(id)}`, signal);
}

/** Under `adminTransactionsQueryKey`: a decision and live events refresh it with the list. */
export function adminTransactionQueryKey(id: string) {
  return [...adminTransactionsQueryKey, 'detail', id] as const;
}

export function adminTransactionQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminTransactionQueryKey(id),
    queryFn: ({ signal }) => fetchAdminTransaction(id, signal),
  });
}

export function useAdminTransaction(id: string) {
  return useQuery(adminTransactionQueryOptions(id));
}
