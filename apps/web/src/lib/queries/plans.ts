import type { TPlan } from '@copyvest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /v1/plans` (public): every plan (min/max in cents, ROI percent per day, days). Read by the
 * landing page, the user's plans screen and the admin's plan editor, all under this one key,
 * which live plan events and the admin's plan changes make stale.
 */
export async function fetchPlans(signal?: AbortSignal): Promise<TPlan[]> {
  const data = await api.get<{ plans: TPlan[] }>('/v1/plans', signal);
  return data.plans;
}

export const plansQueryKey = ['plans'] as const;

export const plansQueryOptions = queryOptions({
  queryKey: plansQueryKey,
  queryFn: ({ signal }) => fetchPlans(signal),
  staleTime: 60_000,
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}
