import type { TTraderProfile, TTraderSort, TTraderSummary } from '@copyvest/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tradersQueryRoot } from '@/lib/queries/query-roots';
import { segment } from '@/features/copy-trading/utils/segment';

/** `GET /v1/traders?sort=…` (public): the ranking of active lead traders. */
export function tradersQueryOptions(sort: TTraderSort) {
  return queryOptions({
    queryKey: [...tradersQueryRoot, 'list', sort] as const,
    queryFn: ({ signal }) =>
      api.get<TTraderSummary[]>(`/v1/traders?sort=${encodeURIComponent(sort)}`, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useTraders(sort: TTraderSort) {
  return useQuery(tradersQueryOptions(sort));
}

/** `GET /v1/traders/:id` (public): a trader's profile, curve, positions and history. */
export function traderQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...tradersQueryRoot, 'detail', id] as const,
    queryFn: ({ signal }) => api.get<TTraderProfile>(`/v1/traders/${segment(id)}`, signal),
    staleTime: 15_000,
  });
}

export function useTrader(id: string) {
  return useQuery(traderQueryOptions(id));
}
