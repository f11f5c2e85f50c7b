import { messages } from '@copyvest/shared';
import { useMutation } from '@tanstack/react-query';
import { accountCall } from '@/lib/sdk/account-call';
import { endingThisSession } from '@/lib/session/on-signed-out-error';
import { useLeaveSession } from '@/lib/session/use-leave-session';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/error-message';

/** Ends every session of the account, this one included (the SDK's `deleteSessions`). */
export function useSignOutEverywhere() {
  const leave = useLeaveSession();
  return useMutation({
    mutationFn: () => endingThisSession(() => accountCall((account) => account.deleteSessions())),
    onSuccess: () => leave(messages.security.signedOutEverywhere),
    onError: (error) => {
      toast.error(errorMessage(error, messages.toast.logoutFailed));
    },
  });
}
