import { messages, type TProfileUpdate, type TUser } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { applyUserChange } from '@/features/admin/api/user-cache';
import { segment } from '@/features/admin/utils/query-string';
import { toastFailure } from '@/lib/toast-failure';

/** `PATCH /v1/users/{id}` with phone and country; 400 "No changes made" when both are unchanged. */
export function updateUser(id: string, input: TProfileUpdate): Promise<TUser> {
  return api.patch<TUser>(`/v1/users/${segment(id)}`, input);
}

export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TProfileUpdate) => updateUser(id, input),
    onSuccess: (user) => {
      toast.success(messages.toast.userUpdated);
      return applyUserChange(queryClient, user);
    },
    onError: (error) => toastFailure(messages.toast.userUpdateFailed, error),
  });
}
