import type { TTransactionDetail } from '@copyvest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { transactionsQueryKey } from '@/lib/queries/transactions';

/** `GET /v1/transactions/{id}`: one of the user's own, with its status history (else a 404). */
export function fetchTransaction(id: string, signal?: AbortSignal): Promise<TTransactionDetail> {
  return api.get<TTransactionDetail>(`/v1/transactions/${encodeURIComponent(id)}`, signal);
}

/** Under `transactionsQueryKey`: live events and a cancellation refresh it with the lists. */
export function transactionQueryKey(id: string) {
  return [...transactionsQueryKey, 'detail', id] as const;
}

export function transactionQueryOptions(id: string) {
  return queryOptions({
    queryKey: transactionQueryKey(id),
    queryFn: ({ signal }) => fetchTransaction(id, signal),
  });
}

export function useTransaction(id: string) {
  return useQuery(transactionQueryOptions(id));
}
