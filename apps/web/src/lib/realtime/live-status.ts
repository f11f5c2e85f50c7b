/**
 * The live connection as the signed-in area shows it: `connecting` until the socket first opens,
 * `connected`, `reconnecting` after a drop (the SDK tries again by itself), `stopped` after the
 * server refused it with 1008 (the SDK does not try again).
 */
export type LiveStatus = 'connecting' | 'connected' | 'reconnecting' | 'stopped';

/** What the SDK's `Realtime` tells: the socket opened, closed, or was refused by policy (1008). */
export type LiveSignal = 'open' | 'close' | 'policy-violation';

export function nextLiveStatus(status: LiveStatus, signal: LiveSignal): LiveStatus {
  switch (signal) {
    case 'open':
      return 'connected';
    case 'policy-violation':
      return 'stopped';
    case 'close':
      // The 1008 error frame comes before its close: that close is no drop.
      return status === 'stopped' ? 'stopped' : 'reconnecting';
  }
}

/** The socket is back after a drop: what is shown may have changed meanwhile. */
export function isReconnect(previous: LiveStatus, next: LiveStatus): boolean {
  return previous === 'reconnecting' && next === 'connected';
}
