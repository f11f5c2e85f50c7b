import { messages, type TUser } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { applyUserChange } from '@/features/admin/api/user-cache';
import { segment } from '@/features/admin/utils/query-string';
import { errorMessage } from '@/lib/error-message';

export type UserFlagAction = 'activate' | 'deactivate' | 'make-admin';

/** What to change, and for a deactivation the reason its owner sees. */
export type UserFlagChange = { action: UserFlagAction; reason?: string };

/** `POST /v1/users/{id}/activate | deactivate | make-admin` → the updated user. */
export function setUserFlag(id: string, { action, reason }: UserFlagChange): Promise<TUser> {
  return api.post<TUser>(
    `/v1/users/${segment(id)}/${action}`,
    reason === undefined ? undefined : { reason },
  );
}

const TOASTS: Record<UserFlagAction, { success: string; failure: string }> = {
  activate: { success: messages.toast.accountActivated, failure: messages.toast.activateFailed },
  deactivate: {
    success: messages.toast.accountDeactivated,
    failure: messages.toast.deactivateFailed,
  },
  'make-admin': { success: messages.toast.madeAdmin, failure: messages.toast.makeAdminFailed },
};

export function useSetUserFlag(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserFlagChange) => setUserFlag(id, change),
    onSuccess: (user, { action }) => {
      toast.success(TOASTS[action].success);
      return applyUserChange(queryClient, user);
    },
    onError: (error, { action }) => {
      toast.error(errorMessage(error, TOASTS[action].failure));
    },
  });
}
