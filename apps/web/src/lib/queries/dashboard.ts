import type { TDashboard } from '@copyvest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /v1/dashboard`: balances, the ongoing trade, recent transactions, pending withdrawals.
 * Read by the dashboard, plans, withdrawals and profile screens (hence in lib/, not a feature).
 * The `['dashboard']` key is refreshed by live user and transaction events.
 */
export function fetchDashboard(signal?: AbortSignal): Promise<TDashboard> {
  return api.get<TDashboard>('/v1/dashboard', signal);
}

export const dashboardQueryKey = ['dashboard'] as const;

export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardQueryKey,
  queryFn: ({ signal }) => fetchDashboard(signal),
  staleTime: 10_000,
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
