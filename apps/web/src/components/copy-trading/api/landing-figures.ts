import type { TLandingFigures } from '@copyvest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const landingFiguresQueryKey = ['landing-figures'] as const;

/** `GET /v1/landing-figures` (public): the spec's figures, or the computed ones. */
export const landingFiguresQueryOptions = queryOptions({
  queryKey: landingFiguresQueryKey,
  queryFn: ({ signal }) => api.get<TLandingFigures>('/v1/landing-figures', signal),
  staleTime: 5 * 60_000,
});

export function useLandingFigures() {
  return useQuery(landingFiguresQueryOptions);
}
