import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { refreshSession } from '@/lib/session/session-store';
import { invalidateForEvent } from './invalidate-for-event';
import { RealtimeClient, type RealtimeStatus } from './realtime-client';

const CHANNELS = ['users', 'transactions', 'paymentmethods'];

/**
 * While `enabled` (a signed-in user), keeps the live connection open: events invalidate the
 * matching queries, a reconnect refetches everything shown. Returns the connection status.
 */
export function useRealtime(enabled: boolean): RealtimeStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<RealtimeStatus>('closed');
  useEffect(() => {
    if (!enabled) return;
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const client = new RealtimeClient({
      url: `${scheme}://${window.location.host}/v1/realtime`,
      channels: CHANNELS,
      onEvent: (event) => invalidateForEvent(queryClient, event),
      onReconnect: () => {
        void refreshSession();
        void queryClient.invalidateQueries();
      },
      onStatus: setStatus,
    });
    client.connect();
    return () => client.close();
  }, [enabled, queryClient]);
  return status;
}
