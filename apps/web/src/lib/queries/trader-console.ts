import type { TTraderConsole } from '@copyvest/shared';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { tradersQueryRoot } from '@/lib/queries/query-roots';
import { useSession } from '@/lib/session/use-session';

export const traderConsoleQueryKey = [...tradersQueryRoot, 'console'] as const;

/** A refusal saying the signed-in user holds no lead trader role. */
export function isNotATrader(error: unknown): boolean {
  return error instanceof ApiError && error.type === 'trader_role_required';
}

/**
 * `GET /v1/trader`: the trader console (403 trader_role_required without the role): a
 * refusal is an answer, so it is not retried.
 */
export const traderConsoleQueryOptions = queryOptions({
  queryKey: traderConsoleQueryKey,
  queryFn: ({ signal }) => api.get<TTraderConsole>('/v1/trader', signal),
  staleTime: 5 * 60_000,
  retry: (count, error) => !(error instanceof ApiError && error.isClientError) && count < 2,
});

/** Whether the signed-in user leads (for the navigation): the session's flag, no request. */
export function useIsLeadTrader(): boolean {
  return useSession().user?.isLeadTrader === true;
}
