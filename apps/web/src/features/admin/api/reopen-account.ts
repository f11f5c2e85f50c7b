import { messages, type TAdminUserDetail, type TUser } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryRoot } from '@/lib/queries/query-roots';
import { toast } from '@/lib/toast';
import { userQueryKey } from '@/features/admin/api/get-user';
import { segment } from '@/features/admin/utils/query-string';
import { errorMessage } from '@/lib/error-message';

const t = messages.twoFactor;

/** `POST /v1/users/{id}/reopen`: an account its owner closed opens again (audited). */
export function reopenAccount(id: string): Promise<TUser> {
  return api.post<TUser>(`/v1/users/${segment(id)}/reopen`);
}

export function useReopenAccount(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reopenAccount(id),
    onSuccess: () => {
      toast.success(t.adminReopened);
      queryClient.setQueryData<TAdminUserDetail>(userQueryKey(id), (old) =>
        old ? { ...old, security: { ...old.security, closed: false } } : old,
      );
      return queryClient.invalidateQueries({ queryKey: adminQueryRoot });
    },
    onError: (error) => toast.error(errorMessage(error, t.adminReopenFailed)),
  });
}
