import { messages } from '@copyvest/shared';
import { useMutation } from '@tanstack/react-query';
import { accountCall } from '@/lib/sdk/account-call';
import { endingThisSession } from '@/lib/session/on-signed-out-error';
import { useLeaveSession } from '@/lib/session/use-leave-session';
import { toast } from '@/lib/toast';

/**
 * Signs out everywhere (the SDK's `deleteSessions`, spec section 4), forgets what this browser
 * kept of the user, then opens /login.
 */
export function useLogout() {
  const leave = useLeaveSession();
  return useMutation({
    mutationFn: () => endingThisSession(() => accountCall((account) => account.deleteSessions())),
    onSuccess: () => leave(messages.toast.loggedOut),
    onError: () => {
      toast.error(messages.toast.logoutFailed);
    },
  });
}
