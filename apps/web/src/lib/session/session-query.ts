import type { TAccount, TSessionState } from '@copyvest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sessionQueryKey = ['session'] as const;

/** The signed-in account, or null when there is no session. */
export async function fetchSession(signal?: AbortSignal): Promise<TAccount | null> {
  const { account } = await api.get<TSessionState>('/v1/session', signal);
  return account;
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => fetchSession(signal),
  staleTime: 30_000,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}
