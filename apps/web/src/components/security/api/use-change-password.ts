import { messages, type TPasswordChangeInput } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountCall } from '@/lib/sdk/account-call';
import { updateSessionAccount } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { accountQueryKey } from './security-keys';

/**
 * A new password, proven by the current one (the SDK's `updatePassword`). The server ends every
 * other session, so the session list is fetched again. Failures are the form's to show.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ password, oldPassword }: TPasswordChangeInput) =>
      accountCall((account) => account.updatePassword({ password, oldPassword })),
    onSuccess: async (account) => {
      updateSessionAccount(account);
      toast.success(messages.security.passwordChanged);
      await queryClient.invalidateQueries({ queryKey: accountQueryKey });
    },
  });
}
