import { Query, type TTransactionList, type TTransactionStatus } from '@copyvest/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type DateRangeFilter, dateRangeParams } from '@/lib/queries/date-range-params';
import { type ListPageRequest, listPagePath, nextPageCursor } from '@/lib/queries/list-page';
import { adminQueryRoot } from '@/lib/queries/query-roots';

export type AdminTransactionsFilter = {
  search: string;
  status: TTransactionStatus | '';
  /** One user's transactions; absent for the list of all transactions. */
  userId?: string;
} & DateRangeFilter;

/** The list request of a filter (status and user as `queries[]`, search, dates): list and export. */
export function adminTransactionsRequest(filter: AdminTransactionsFilter): ListPageRequest {
  const filters = [];
  if (filter.status) filters.push(Query.equal('status', filter.status));
  if (filter.userId) filters.push(Query.equal('userId', filter.userId));
  return { filters, search: filter.search, params: dateRangeParams(filter) };
}

/** `GET /v1/admin/transactions`: newest first, searchable, filterable by status, user and dates. */
export function fetchAdminTransactions(
  filter: AdminTransactionsFilter & { cursor?: string },
  signal?: AbortSignal,
): Promise<TTransactionList> {
  const path = listPagePath('/v1/admin/transactions', {
    ...adminTransactionsRequest(filter),
    cursor: filter.cursor,
  });
  return api.get<TTransactionList>(path, signal);
}

export const adminTransactionsQueryKey = [...adminQueryRoot, 'transactions'] as const;

export function adminTransactionsQueryOptions(filter: AdminTransactionsFilter) {
  return infiniteQueryOptions({
    queryKey: [...adminTransactionsQueryKey, filter],
    queryFn: ({ pageParam, signal }) =>
      fetchAdminTransactions({ ...filter, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageCursor((page: TTransactionList) => page.transactions),
    placeholderData: keepPreviousData,
  });
}

export function useAdminTransactions(filter: AdminTransactionsFilter) {
  return useInfiniteQuery(adminTransactionsQueryOptions(filter));
}
