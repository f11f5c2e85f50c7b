import { messages, type TAccount, type TRegisterInput } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api, errorMessage } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session/session-query';

/** Creates the account; the server signs the new user in, so the answer is the session's account. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRegisterInput) => api.post<TAccount>('/v1/account', input),
    onSuccess: (account) => {
      queryClient.setQueryData(sessionQueryKey, account);
      toast.success(messages.toast.signedUp);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
    },
  });
}
