import { messages } from '@copyvest/shared';
import { useMutation } from '@tanstack/react-query';
import { accountCall } from '@/lib/sdk/account-call';
import { endingThisSession } from '@/lib/session/on-signed-out-error';
import { useLeaveSession } from '@/lib/session/use-leave-session';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/error-message';
import { needsRecentProof } from '@/components/two-factor/two-factor-api';

/**
 * Closes the account (the SDK's `updateStatus`): every session ends and signing in is refused
 * from then on. This browser then forgets the user and opens /login with a message saying so.
 * Refused for want of a recent proof (`user_challenge_required`), `onNeedsProof` runs instead of
 * an error toast.
 */
export function useCloseAccount(onNeedsProof: () => void) {
  const leave = useLeaveSession();
  return useMutation({
    mutationFn: () => endingThisSession(() => accountCall((account) => account.updateStatus())),
    onSuccess: () => leave(messages.security.accountClosed),
    onError: (error) => {
      if (needsRecentProof(error)) onNeedsProof();
      else toast.error(errorMessage(error, messages.security.closeFailed));
    },
  });
}
