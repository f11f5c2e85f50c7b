import { messages, type TEmailChangeInput } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardQueryKey } from '@/lib/queries/dashboard';
import { accountCall } from '@/lib/sdk/account-call';
import { refreshSession, updateSessionAccount } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { accountQueryKey } from './security-keys';

/**
 * A new sign-in e-mail, proven by the password (the SDK's `updateEmail`); the profile shows it
 * too, so the session and the profile's data are fetched again. Failures are the form's to show.
 */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, password }: TEmailChangeInput) =>
      accountCall((account) => account.updateEmail({ email, password })),
    onSuccess: async (account) => {
      updateSessionAccount(account);
      toast.success(messages.security.emailChanged);
      await Promise.all([
        refreshSession(),
        queryClient.invalidateQueries({ queryKey: accountQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]);
    },
  });
}
