import { messages } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Models } from 'appwrite';
import { accountCall } from '@/lib/sdk/account-call';
import { endingThisSession } from '@/lib/session/on-signed-out-error';
import { useLeaveSession } from '@/lib/session/use-leave-session';
import { toast } from '@/lib/toast';
import { accountQueryKey } from './security-keys';
import { errorMessage } from '@/lib/error-message';

/**
 * Signs one session out (the SDK's `deleteSession`). Another device's session ends and the list
 * refreshes; this device's own session is a logout.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const leave = useLeaveSession();
  return useMutation({
    mutationFn: (session: Models.Session) => {
      const end = () =>
        accountCall((account) =>
          account.deleteSession({ sessionId: session.current ? 'current' : session.$id }),
        );
      return session.current ? endingThisSession(end) : end();
    },
    onSuccess: async (_, session) => {
      if (session.current) {
        leave(messages.toast.loggedOut);
        return;
      }
      toast.success(messages.security.sessionSignedOut);
      await queryClient.invalidateQueries({ queryKey: accountQueryKey });
    },
    onError: (error) => {
      toast.error(errorMessage(error, messages.security.sessionSignOutFailed));
    },
  });
}
