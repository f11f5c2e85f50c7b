import { messages } from '@copyvest/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { clearPersistedClientState } from '@/lib/session/clear-client-state';
import { getSessionSnapshot, loadSessionNow } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';

let checking = false;
let endingHere = 0;

/**
 * Runs `end`, the call by which this browser ends its own session (logout, sign out everywhere,
 * close the account). While it runs, the server may already refuse the live connection (1008) or
 * a query as signed out: the session check that follows then forgets the user quietly, since the
 * caller says so with a toast of its own (one toast per logout).
 */
export async function endingThisSession<T>(end: () => Promise<T>): Promise<T> {
  endingHere += 1;
  try {
    return await end();
  } finally {
    endingHere -= 1;
  }
}

/**
 * A request failed because nobody is signed in any more (the session was ended on another
 * device, or expired): told by the error's type, never by its 401 status, since a signed-in user
 * refused a role or a wrong current password also gets a 401. The session is asked again; when it
 * is really gone, what this browser kept of the user is forgotten and the guard opens /login.
 */
export async function onSignedOutError(queryClient: QueryClient, error: unknown): Promise<void> {
  if (!(error instanceof ApiError) || !error.isSignedOut) return;
  await recheckSession(queryClient);
}

/**
 * The server said the session may be over (a signed-out error, the live connection refused with
 * 1008): asks the session again, once at a time; when it is gone, forgets the user (see above).
 */
export async function recheckSession(queryClient: QueryClient): Promise<void> {
  if (!getSessionSnapshot().user || checking) return;
  checking = true;
  const quiet = endingHere > 0;
  await loadSessionNow()
    .then((state) => {
      if (state.user) return;
      clearPersistedClientState();
      queryClient.clear();
      if (!quiet && endingHere === 0) toast.info(messages.auth.sessionEnded);
    })
    .catch(() => undefined)
    .finally(() => {
      checking = false;
    });
}
