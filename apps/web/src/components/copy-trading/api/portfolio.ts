import type { TPortfolio } from '@copyvest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { portfolioQueryRoot } from '@/lib/queries/query-roots';

/** `GET /v1/portfolio`: balance, in trades, in copies, total, and the total's daily series. */
export const portfolioQueryOptions = queryOptions({
  queryKey: portfolioQueryRoot,
  queryFn: ({ signal }) => api.get<TPortfolio>('/v1/portfolio', signal),
  staleTime: 10_000,
});

export function usePortfolio() {
  return useQuery(portfolioQueryOptions);
}
