import type { TReferralList } from '@copyvest/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /v1/referrals`: the people who signed up with the user's link, newest first. */
export function fetchReferrals(
  { search, cursor }: { search?: string; cursor?: string },
  signal?: AbortSignal,
): Promise<TReferralList> {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return api.get<TReferralList>(`/v1/referrals${query ? `?${query}` : ''}`, signal);
}

export function referralsQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: ['referrals', { search }],
    queryFn: ({ pageParam, signal }) =>
      fetchReferrals({ search: search || undefined, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Referrals matching `search` (by name); the previous results stay while a new search loads. */
export function useReferrals(search: string) {
  return useInfiniteQuery({ ...referralsQueryOptions(search), placeholderData: keepPreviousData });
}
