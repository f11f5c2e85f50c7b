import { useEffect, useSyncExternalStore } from 'react';
import {
  ensureSession,
  getSessionSnapshot,
  type SessionSnapshot,
  subscribeToSession,
} from '@/lib/session/session-store';

let watching = false;

/** Like a query: a stale session is fetched again when the tab comes back or the network returns. */
function watchFocusAndNetwork() {
  if (watching) return;
  watching = true;
  const refreshIfVisible = () => {
    if (document.visibilityState === 'visible') void ensureSession();
  };
  document.addEventListener('visibilitychange', refreshIfVisible);
  window.addEventListener('online', refreshIfVisible);
}

/** Who is signed in: `account` is undefined while the first answer is on its way. */
export function useSession(): SessionSnapshot {
  const session = useSyncExternalStore(subscribeToSession, getSessionSnapshot);
  useEffect(() => {
    watchFocusAndNetwork();
    void ensureSession();
  }, []);
  return session;
}
