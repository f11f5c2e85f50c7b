import type { TTransactionList, TTransactionStatus } from '@copyvest/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryString } from '@/features/admin/utils/query-string';

export type AdminTransactionsFilter = {
  search: string;
  status: TTransactionStatus | '';
  /** One user's transactions; absent for the list of all transactions. */
  userId?: string;
};

/** `GET /v1/admin/transactions`: newest first, searchable, filterable by status and user. */
export function fetchAdminTransactions(
  filter: AdminTransactionsFilter & { cursor?: string },
  signal?: AbortSignal,
): Promise<TTransactionList> {
  return api.get<TTransactionList>(`/v1/admin/transactions${queryString(filter)}`, signal);
}

export const adminTransactionsQueryKey = ['admin', 'transactions'] as const;

export function adminTransactionsQueryOptions(filter: AdminTransactionsFilter) {
  return infiniteQueryOptions({
    queryKey: [...adminTransactionsQueryKey, filter],
    queryFn: ({ pageParam, signal }) =>
      fetchAdminTransactions({ ...filter, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useAdminTransactions(filter: AdminTransactionsFilter) {
  return useInfiniteQuery(adminTransactionsQueryOptions(filter));
}
