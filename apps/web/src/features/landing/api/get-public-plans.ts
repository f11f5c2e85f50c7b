import { type TPlan, ZPlanList } from '@copyvest/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** The plans on the landing page (`GET /v1/plans`, public). */
export async function fetchPublicPlans(signal?: AbortSignal): Promise<TPlan[]> {
  let data: unknown;
  try {
    data = await api.get<unknown>('/v1/plans', signal);
  } catch (error) {
    // No plans endpoint (yet) reads as "no plans", not as a failure.
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
  const parsed = ZPlanList.safeParse(data);
  if (!parsed.success) throw new Error('Unexpected plans response');
  return parsed.data.plans;
}

export const publicPlansQueryOptions = queryOptions({
  queryKey: ['landing', 'plans'],
  queryFn: ({ signal }) => fetchPublicPlans(signal),
  staleTime: 60_000,
});
