import type { TAccount } from '@copyvest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

export const sessionQueryKey = ['session'] as const;

/** The signed-in account, or null when there is no session (401 is an answer, not an error). */
export async function fetchSession(signal?: AbortSignal): Promise<TAccount | null> {
  try {
    return await api.get<TAccount>('/v1/account', signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => fetchSession(signal),
  staleTime: 30_000,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}
