import type { TAccount, TSessionState, TUser } from '@copyvest/shared';
import { api } from '@/lib/api-client';
import { retryDelay, shouldRetry } from '@/lib/retry-policy';

/**
 * Who is signed in, the one source of truth for it: the account (`Models.User`: e-mail, prefs…)
 * and the product's profile of the user (balance, role…), as `GET /v1/session` answers them. It
 * lives outside the query cache so public pages (guards, header) do not load TanStack Query
 * (decision 006).
 */
export type SessionSnapshot = {
  /** undefined until the first answer, null when nobody is signed in. */
  account: TAccount | null | undefined;
  /** undefined until the first answer, null when nobody is signed in. */
  user: TUser | null | undefined;
  /** Signed in with the password (or a code), and two-factor is on: the second factor is awaited. */
  mfaRequired: boolean;
  status: 'pending' | 'success' | 'error';
  error: unknown;
};

const SIGNED_OUT: TSessionState = { account: null, user: null };

/** An answer younger than this is not fetched again on mount or focus. */
const SESSION_STALE_MS = 30_000;

const initial: SessionSnapshot = {
  account: undefined,
  user: undefined,
  mfaRequired: false,
  status: 'pending',
  error: undefined,
};
let snapshot = initial;
let answeredAt = 0;
let inflight: Promise<void> | undefined;
/** Bumped by every fetch start and every direct write: only the newest one may set the session. */
let version = 0;
/** Screens showing the session: while there are any, a refresh fetches at once. */
const listeners = new Set<() => void>();
/** Background observers (the theme): told of every change, but they do not count as screens. */
const observers = new Set<() => void>();

function publish(next: SessionSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
  for (const observer of observers) observer();
}

export function getSessionSnapshot(): SessionSnapshot {
  return snapshot;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells `observer` of every change without making the session "shown" (see refreshSession). */
export function observeSession(observer: () => void): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

/** Stores what the server just answered (sign-in, sign-out, profile edits). */
export function setSession(state: TSessionState): void {
  version++;
  answeredAt = Date.now();
  const signedIn = state.account !== null && state.user !== null;
  publish({
    account: signedIn ? state.account : null,
    user: signedIn ? state.user : null,
    mfaRequired: !signedIn && state.mfaRequired === true,
    status: 'success',
    error: undefined,
  });
}

/** Nobody is signed in any more (signed out, account closed). */
export function clearSession(): void {
  setSession(SIGNED_OUT);
}

/** Shows the server's newer profile at once (a new avatar, a profile edit), if signed in. */
export function updateSessionUser(user: TUser): void {
  if (snapshot.account && snapshot.user) setSession({ account: snapshot.account, user });
}

/** Shows the server's newer account at once (e-mail, prefs), if signed in. */
export function updateSessionAccount(account: TAccount): void {
  if (snapshot.account && snapshot.user) setSession({ account, user: snapshot.user });
}

function fetchSessionState(): Promise<TSessionState> {
  return api.get<TSessionState>('/v1/session');
}

function startFetch(): Promise<void> {
  const mine = ++version;
  const run = async () => {
    for (let failures = 0; ; failures++) {
      try {
        const state = await fetchSessionState();
        if (mine === version) setSession(state);
        return;
      } catch (error) {
        if (mine !== version) return;
        if (!shouldRetry(failures, error)) {
          publish({ ...snapshot, status: 'error', error });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, retryDelay(failures)));
        if (mine !== version) return;
      }
    }
  };
  const promise = run().finally(() => {
    if (inflight === promise) inflight = undefined;
  });
  inflight = promise;
  return promise;
}

/**
 * After anything that may have changed the account (money, realtime events, a reconnect): fetches
 * the session again now, superseding any answer still on its way. When no screen shows the
 * session, it is only marked stale and fetched when one does.
 */
export function refreshSession(): Promise<void> {
  if (listeners.size > 0) return startFetch();
  version++;
  inflight = undefined;
  answeredAt = 0;
  return Promise.resolve();
}

/** Fetches the session once (no retries) and stores it: right after signing in. Throws on failure. */
export async function loadSessionNow(): Promise<TSessionState> {
  const mine = ++version;
  const state = await fetchSessionState();
  if (mine === version) setSession(state);
  return state;
}

/** Fetches the session unless a fresh answer is stored or a fetch is on its way. */
export function ensureSession(): Promise<void> {
  if (inflight) return inflight;
  const fresh = snapshot.status === 'success' && Date.now() - answeredAt < SESSION_STALE_MS;
  return fresh ? Promise.resolve() : startFetch();
}

/** Back to "not yet asked" (tests). */
export function resetSession(): void {
  version++;
  inflight = undefined;
  answeredAt = 0;
  publish(initial);
}
