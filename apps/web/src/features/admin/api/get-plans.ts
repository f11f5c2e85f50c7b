import type { TPlan } from '@copyvest/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /v1/plans` (public). */
export async function fetchPlans(signal?: AbortSignal): Promise<TPlan[]> {
  const { plans } = await api.get<{ plans: TPlan[] }>('/v1/plans', signal);
  return plans;
}

export const plansQueryOptions = queryOptions({
  queryKey: ['plans', 'admin'] as const,
  queryFn: ({ signal }) => fetchPlans(signal),
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}

/** After a plan change: every plan list (admin, user plans page, landing page). */
export async function invalidatePlans(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['plans'] }),
    queryClient.invalidateQueries({ queryKey: ['landing', 'plans'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  ]);
}
