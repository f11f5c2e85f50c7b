import { messages, type TAccountSecurity, type TAdminUserDetail } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryRoot } from '@/lib/queries/query-roots';
import { toast } from '@/lib/toast';
import { userQueryKey } from '@/features/admin/api/get-user';
import { segment } from '@/features/admin/utils/query-string';
import { errorMessage } from '@/lib/error-message';

const t = messages.twoFactor;

/** `DELETE /v1/users/{id}/mfa` → the user's account security after the reset (audited). */
export function resetUserMfa(id: string): Promise<TAccountSecurity> {
  return api.delete<TAccountSecurity>(`/v1/users/${segment(id)}/mfa`);
}

export function useResetUserMfa(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetUserMfa(id),
    onSuccess: (security) => {
      toast.success(t.adminMfaReset);
      queryClient.setQueryData<TAdminUserDetail>(userQueryKey(id), (old) =>
        old ? { ...old, security } : old,
      );
      return queryClient.invalidateQueries({ queryKey: adminQueryRoot });
    },
    onError: (error) => toast.error(errorMessage(error, t.adminMfaResetFailed)),
  });
}
