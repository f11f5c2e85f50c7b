import { messages } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { clearPersistedClientState } from '@/lib/session/clear-client-state';
import { setSessionAccount } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';

/**
 * Signs out everywhere: deletes all sessions, forgets every cached query and what the app kept in
 * localStorage (the theme stays), then opens /login.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.delete('/v1/account/sessions'),
    onSuccess: () => {
      clearPersistedClientState();
      queryClient.clear();
      setSessionAccount(null);
      toast.success(messages.toast.loggedOut);
      navigate('/login', { replace: true });
    },
    onError: () => {
      toast.error(messages.toast.logoutFailed);
    },
  });
}
