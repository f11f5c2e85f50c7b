import { messages, type TNotification } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsQueryRoot } from '@/lib/queries/query-roots';
import { toastFailure } from '@/lib/toast-failure';

/** `POST /v1/notifications/{id}/read`: one of the user's notifications is read. */
export function markNotificationRead(id: string): Promise<TNotification> {
  return api.post<TNotification>(`/v1/notifications/${encodeURIComponent(id)}/read`);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onError: (error) => toastFailure(messages.notifications.markFailed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryRoot }),
  });
}
