import type { TPlan } from '@copyvest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /v1/plans`: every plan (min/max in cents, ROI percent per day, days). */
export async function fetchPlans(signal?: AbortSignal): Promise<TPlan[]> {
  const data = await api.get<{ plans: TPlan[] }>('/v1/plans', signal);
  return data.plans;
}

export const plansQueryOptions = queryOptions({
  queryKey: ['plans'],
  queryFn: ({ signal }) => fetchPlans(signal),
  staleTime: 60_000,
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}
