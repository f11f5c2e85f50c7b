import { messages, type TProfileUpdate, type TUser } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardQueryKey } from '@/lib/queries/dashboard';
import { refreshSession, updateSessionUser } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/error-message';
import { toastFailure } from '@/lib/toast-failure';

/** `PATCH /v1/account/profile`: the signed-in user's phone and country. */
export function updateProfile(body: TProfileUpdate): Promise<TUser> {
  return api.patch<TUser>('/v1/account/profile', body);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      updateSessionUser(user);
      toast.success(messages.toast.userUpdated);
      await Promise.all([
        refreshSession(),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]);
    },
    onError: (error) => {
      const message = errorMessage(error, messages.toast.userUpdateFailed);
      if (message === messages.validation.noChanges) toast.info(message);
      else toastFailure(messages.toast.userUpdateFailed, error);
    },
  });
}
