import { messages, type TLoginInput, type TSession } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api, errorMessage } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session/session-query';

/** Creates an e-mail/password session, then loads the account into the session cache. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TLoginInput) => {
      await api.post<TSession>('/v1/account/sessions/email', input);
      return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
    },
    onSuccess: () => {
      toast.success(messages.toast.loggedIn);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
    },
  });
}
