import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearPersistedClientState } from '@/lib/session/clear-client-state';
import { clearSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';

/**
 * After this browser's session ended (logout, sign-out everywhere, account closed): forgets every
 * cached query and what the app kept in localStorage (the theme stays), empties the session,
 * toasts `message` and opens /login.
 */
export function useLeaveSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (message: string) => {
      clearPersistedClientState();
      queryClient.clear();
      clearSession();
      toast.success(message);
      void navigate('/login', { replace: true });
    },
    [queryClient, navigate],
  );
}
