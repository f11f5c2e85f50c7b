import type { TReferralList } from '@copyvest/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listPagePath, nextPageCursor } from '@/lib/queries/list-page';
import { referralsQueryRoot } from '@/lib/queries/query-roots';

/** `GET /v1/referrals`: the people who signed up with the user's link, newest first. */
export function fetchReferrals(
  { search, cursor }: { search?: string; cursor?: string | null },
  signal?: AbortSignal,
): Promise<TReferralList> {
  return api.get<TReferralList>(listPagePath('/v1/referrals', { search, cursor }), signal);
}

export function referralsQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: [...referralsQueryRoot, { search }],
    queryFn: ({ pageParam, signal }) => fetchReferrals({ search, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextPageCursor((page: TReferralList) => page.referrals),
  });
}

/** Referrals matching `search` (by name); the previous results stay while a new search loads. */
export function useReferrals(search: string) {
  return useInfiniteQuery({ ...referralsQueryOptions(search), placeholderData: keepPreviousData });
}
