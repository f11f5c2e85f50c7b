import { useQuery } from '@tanstack/react-query';
import { accountCall } from '@/lib/sdk/account-call';
import { sessionsQueryKey } from './security-keys';

/** The account's active sessions (the SDK's `listSessions`), newest first; ours is `current`. */
export function useSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: () => accountCall((account) => account.listSessions()),
  });
}
