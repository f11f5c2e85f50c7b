import { messages, type TNotificationsMarked } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsQueryRoot } from '@/lib/queries/query-roots';
import { toastFailure } from '@/lib/toast-failure';

/** `POST /v1/notifications/read`: every unread notification of the user is read. */
export function markAllNotificationsRead(): Promise<TNotificationsMarked> {
  return api.post<TNotificationsMarked>('/v1/notifications/read');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onError: (error) => toastFailure(messages.notifications.markFailed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryRoot }),
  });
}
