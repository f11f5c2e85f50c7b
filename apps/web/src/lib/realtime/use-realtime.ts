import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DATABASE_ID } from '@/lib/project';
import { recheckSession } from '@/lib/session/on-signed-out-error';
import { refreshSession } from '@/lib/session/session-store';
import { invalidateForEvent, liveChannels } from './invalidate-for-event';
import { openLiveConnection } from './live-connection';
import { isReconnect, nextLiveStatus, type LiveStatus } from './live-status';

/**
 * While `enabled` (a signed-in user), follows the account and the product's collections live:
 * events invalidate the matching queries, a reconnect refetches everything shown, a 1008 refusal
 * (the session ended) asks the session again. Returns the connection status.
 */
export function useRealtime(enabled: boolean): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  useEffect(() => {
    if (!enabled) return;
    let current: LiveStatus = 'connecting';
    return openLiveConnection({
      channels: liveChannels(DATABASE_ID),
      onEvent: (event) => invalidateForEvent(queryClient, event, DATABASE_ID),
      onSignal: (signal) => {
        const next = nextLiveStatus(current, signal);
        if (isReconnect(current, next)) {
          void refreshSession();
          void queryClient.invalidateQueries();
        }
        if (signal === 'policy-violation') void recheckSession(queryClient);
        current = next;
        setStatus(next);
      },
    });
  }, [enabled, queryClient]);
  return status;
}
