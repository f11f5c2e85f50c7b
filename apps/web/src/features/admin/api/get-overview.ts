import type { TOverview } from '@copyvest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryRoot } from '@/lib/queries/query-roots';

/** `GET /v1/admin/overview`: user count, successful deposits (cents), pending transactions. */
export function fetchOverview(signal?: AbortSignal): Promise<TOverview> {
  return api.get<TOverview>('/v1/admin/overview', signal);
}

export const overviewQueryKey = [...adminQueryRoot, 'overview'] as const;

export const overviewQueryOptions = queryOptions({
  queryKey: overviewQueryKey,
  queryFn: ({ signal }) => fetchOverview(signal),
});

export function useOverview() {
  return useQuery(overviewQueryOptions);
}
