import { messages } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { userQueryKey } from '@/features/admin/api/get-user';
import { invalidateUsers } from '@/features/admin/api/user-cache';
import { segment } from '@/features/admin/utils/query-string';
import { toastFailure } from '@/lib/toast-failure';

/** `DELETE /v1/users/{id}` → 204: sessions end, financial records are kept. */
export function deleteUser(id: string): Promise<void> {
  return api.delete(`/v1/users/${segment(id)}`);
}

/** `onDeleted` runs first (leave the user's page), then the caches drop the user and refresh. */
export function useDeleteUser(id: string, onDeleted?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteUser(id),
    onSuccess: () => {
      // The spec's two texts for one deletion, in one toast.
      toast.success(messages.toast.accountDeleted, { description: messages.toast.userDeleted });
      onDeleted?.();
      queryClient.removeQueries({ queryKey: userQueryKey(id) });
      return invalidateUsers(queryClient);
    },
    onError: (error) => toastFailure(messages.toast.userDeleteFailed, error),
  });
}
