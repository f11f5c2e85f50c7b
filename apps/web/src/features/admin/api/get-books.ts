import type { TBooks } from '@copyvest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryRoot } from '@/lib/queries/query-roots';

/** `GET /v1/admin/books`: platform accounts, users' totals, daily totals, pending, reconciliations. */
export function fetchBooks(signal?: AbortSignal): Promise<TBooks> {
  return api.get<TBooks>('/v1/admin/books', signal);
}

export const booksQueryKey = [...adminQueryRoot, 'books'] as const;

export const booksQueryOptions = queryOptions({
  queryKey: booksQueryKey,
  queryFn: ({ signal }) => fetchBooks(signal),
});

export function useBooks() {
  return useQuery(booksQueryOptions);
}
