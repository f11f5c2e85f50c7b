import type { TNotificationList } from '@copyvest/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listPagePath, nextPageCursor } from '@/lib/queries/list-page';
import { notificationsQueryRoot } from '@/lib/queries/query-roots';

/** Notifications shown per page in the bell's panel. */
const PANEL_PAGE = 10;

/** `GET /v1/notifications`: the signed-in user's own, newest first, one page per call. */
export function fetchNotifications(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TNotificationList> {
  return api.get<TNotificationList>(
    listPagePath('/v1/notifications', { cursor, limit: PANEL_PAGE }),
    signal,
  );
}

export const notificationsListQueryKey = [...notificationsQueryRoot, 'list'] as const;

export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: notificationsListQueryKey,
  queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: nextPageCursor((page: TNotificationList) => page.notifications),
});

/** The panel's list; fetched only while the panel is open (`enabled`). */
export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({ ...notificationsQueryOptions, enabled });
}
