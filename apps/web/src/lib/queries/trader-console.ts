import type { TTraderConsole } from '@copyvest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { tradersQueryRoot } from '@/lib/queries/query-roots';

export const traderConsoleQueryKey = [...tradersQueryRoot, 'console'] as const;

/** A refusal saying the signed-in user holds no lead trader role. */
export function isNotATrader(error: unknown): boolean {
  return error instanceof ApiError && error.type === 'trader_role_required';
}

/**
 * `GET /v1/trader`: the trader console (403 trader_role_required without the role). Read by the
 * console and, once a few minutes, by the navigation to show the console's entry (hence in lib/):
 * a refusal is an answer, so it is not retried.
 */
export const traderConsoleQueryOptions = queryOptions({
  queryKey: traderConsoleQueryKey,
  queryFn: ({ signal }) => api.get<TTraderConsole>('/v1/trader', signal),
  staleTime: 5 * 60_000,
  retry: (count, error) => !(error instanceof ApiError && error.isClientError) && count < 2,
});

/** Whether the signed-in user leads (for the navigation): false while unknown or refused. */
export function useIsLeadTrader(): boolean {
  return useQuery({ ...traderConsoleQueryOptions, select: () => true }).data === true;
}
