import type { TTransactionList, TTransactionStatus } from '@copyvest/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type TransactionFilter = { search?: string; status?: TTransactionStatus };

/** `GET /v1/transactions`: the user's own list, newest first, one keyset page per call. */
export function fetchTransactions(
  filter: TransactionFilter & { cursor?: string },
  signal?: AbortSignal,
): Promise<TTransactionList> {
  const params = new URLSearchParams();
  if (filter.search) params.set('search', filter.search);
  if (filter.status) params.set('status', filter.status);
  if (filter.cursor) params.set('cursor', filter.cursor);
  const query = params.toString();
  return api.get<TTransactionList>(`/v1/transactions${query ? `?${query}` : ''}`, signal);
}

/** Pages of the list for a search and status; the `['transactions']` key follows live events. */
export function transactionsQueryOptions(filter: TransactionFilter) {
  const key = { search: filter.search ?? '', status: filter.status ?? 'all' };
  return infiniteQueryOptions({
    queryKey: ['transactions', 'list', key],
    queryFn: ({ pageParam, signal }) =>
      fetchTransactions({ ...filter, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * Transactions read by the transactions screen and the profile's status filter. While a new
 * search or filter loads, the previous results stay on screen (`isPlaceholderData`).
 */
export function useTransactions(filter: TransactionFilter) {
  return useInfiniteQuery({
    ...transactionsQueryOptions(filter),
    placeholderData: keepPreviousData,
  });
}
