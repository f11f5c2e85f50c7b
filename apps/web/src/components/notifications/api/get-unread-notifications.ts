import type { TNotificationUnreadCount } from '@copyvest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsQueryRoot } from '@/lib/queries/query-roots';

/** `GET /v1/notifications/unread`: how many of the user's notifications are unread (the badge). */
export function fetchUnreadNotifications(signal?: AbortSignal): Promise<TNotificationUnreadCount> {
  return api.get<TNotificationUnreadCount>('/v1/notifications/unread', signal);
}

export const unreadNotificationsQueryKey = [...notificationsQueryRoot, 'unread'] as const;

export const unreadNotificationsQueryOptions = queryOptions({
  queryKey: unreadNotificationsQueryKey,
  queryFn: ({ signal }) => fetchUnreadNotifications(signal),
});

export function useUnreadNotifications() {
  return useQuery(unreadNotificationsQueryOptions);
}
