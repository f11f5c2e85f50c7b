import { Query, type TTransactionList, type TTransactionStatus } from '@copyvest/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type DateRangeFilter, dateRangeParams } from '@/lib/queries/date-range-params';
import { type ListPageRequest, listPagePath, nextPageCursor } from '@/lib/queries/list-page';

export type TransactionFilter = {
  search?: string;
  status?: TTransactionStatus;
} & DateRangeFilter;

/** The list request of a filter: status as `queries[]`, search, and the date range. */
export function transactionListRequest(filter: TransactionFilter): ListPageRequest {
  return {
    filters: filter.status ? [Query.equal('status', filter.status)] : [],
    search: filter.search,
    params: dateRangeParams(filter),
  };
}

/** `GET /v1/transactions`: the user's own list, newest first, one page per call. */
export function fetchTransactions(
  filter: TransactionFilter & { cursor?: string | null },
  signal?: AbortSignal,
): Promise<TTransactionList> {
  const path = listPagePath('/v1/transactions', {
    ...transactionListRequest(filter),
    cursor: filter.cursor,
  });
  return api.get<TTransactionList>(path, signal);
}

export const transactionsQueryKey = ['transactions'] as const;

/** Pages of the list for a search, status and dates; `transactionsQueryKey` follows live events. */
export function transactionsQueryOptions(filter: TransactionFilter) {
  const key = {
    search: filter.search ?? '',
    status: filter.status ?? 'all',
    from: filter.from ?? '',
    to: filter.to ?? '',
  };
  return infiniteQueryOptions({
    queryKey: [...transactionsQueryKey, 'list', key],
    queryFn: ({ pageParam, signal }) => fetchTransactions({ ...filter, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextPageCursor((page: TTransactionList) => page.transactions),
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
