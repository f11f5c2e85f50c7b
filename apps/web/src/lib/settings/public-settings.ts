import { defaultSettings, publicSettings, type TPublicSettings } from '@copyvest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const publicSettingsQueryKey = ['settings', 'public'] as const;

/** A fresh install's public settings: what a page shows until the server's arrive. */
const DEFAULTS: TPublicSettings = publicSettings(defaultSettings());

/**
 * `GET /v1/settings/public` (decision 053): the maintenance notice, the fee and bounds the forms
 * explain, the landing's content and the admins' two-factor rule. One request for every page,
 * refreshed when the window regains focus and every minute.
 */
export const publicSettingsQueryOptions = queryOptions({
  queryKey: publicSettingsQueryKey,
  queryFn: ({ signal }) => api.get<TPublicSettings>('/v1/settings/public', signal),
  staleTime: 60_000,
});

/** The public settings: the server's once loaded, a fresh install's until then (or on failure). */
export function usePublicSettings(): { settings: TPublicSettings; isPending: boolean } {
  const query = useQuery(publicSettingsQueryOptions);
  return { settings: query.data ?? DEFAULTS, isPending: query.isPending };
}
