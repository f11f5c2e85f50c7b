import { REALTIME_CLOSE_POLICY } from '@copyvest/shared';
import type { Realtime, RealtimeResponseEvent } from 'appwrite';
import { loadSdk } from '@/lib/sdk/load-sdk';
import type { LiveSignal } from './live-status';
import { logError } from '@/lib/log-error';

export interface LiveConnectionOptions {
  channels: string[];
  onEvent: (event: RealtimeResponseEvent<unknown>) => void;
  onSignal: (signal: LiveSignal) => void;
}

/** Who hears the SDK's open / close / error callbacks now (they cannot be unregistered). */
let listener: ((signal: LiveSignal) => void) | undefined;
const hooked = new WeakSet<Realtime>();

function hookSignals(realtime: Realtime): void {
  if (hooked.has(realtime)) return;
  hooked.add(realtime);
  realtime.onOpen(() => listener?.('open'));
  realtime.onClose(() => listener?.('close'));
  // The server sends an error frame with the code before a policy close (decision 020).
  realtime.onError((_error, code) => {
    if (code === REALTIME_CLOSE_POLICY) listener?.('policy-violation');
  });
}

/**
 * Subscribes to `channels` through the official SDK's `Realtime` (loaded on first use). The SDK
 * keeps the socket: heartbeat, reconnect schedule, no reconnect after 1008. Returns the function
 * that ends the subscription and closes the socket.
 */
export function openLiveConnection({ channels, onEvent, onSignal }: LiveConnectionOptions) {
  let stopped = false;
  let realtime: Realtime | undefined;
  const hear = (signal: LiveSignal) => {
    if (!stopped) onSignal(signal);
  };
  loadSdk()
    .then((sdk) => {
      if (stopped) return;
      realtime = sdk.realtime;
      hookSignals(realtime);
      listener = hear;
      // A first connection that fails rejects, yet the SDK keeps the subscription and retries.
      realtime
        .subscribe(channels, (event: RealtimeResponseEvent<unknown>) => {
          if (!stopped) onEvent(event);
        })
        .catch(() => undefined);
    })
    .catch((error: unknown) => logError('Live updates are unavailable:', error));
  return () => {
    stopped = true;
    if (listener === hear) listener = undefined;
    void realtime?.disconnect();
  };
}
