import type { TAccount, TSessionState } from '@copyvest/shared';
import { api } from '@/lib/api-client';
import { retryDelay, shouldRetry } from '@/lib/retry-policy';

/**
 * The signed-in account, the one source of truth for "who is signed in". It lives outside the
 * query cache so public pages (guards, header) do not load TanStack Query (decision 006).
 */
export type SessionSnapshot = {
  /** undefined until the first answer, null when nobody is signed in. */
  account: TAccount | null | undefined;
  status: 'pending' | 'success' | 'error';
  error: unknown;
};

/** An answer younger than this is not fetched again on mount or focus. */
const SESSION_STALE_MS = 30_000;

const initial: SessionSnapshot = { account: undefined, status: 'pending', error: undefined };
let snapshot = initial;
let answeredAt = 0;
let inflight: Promise<void> | undefined;
/** Bumped by every fetch start and every direct write: only the newest one may set the session. */
let version = 0;
const listeners = new Set<() => void>();

function publish(next: SessionSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function getSessionSnapshot(): SessionSnapshot {
  return snapshot;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores what the server just answered (sign-in, sign-up, sign-out, profile edits). */
export function setSessionAccount(account: TAccount | null): void {
  version++;
  answeredAt = Date.now();
  publish({ account, status: 'success', error: undefined });
}

/** Changes the stored account at once (a new avatar, a profile edit), if someone is signed in. */
export function updateSessionAccount(update: (account: TAccount) => TAccount): void {
  if (snapshot.account) setSessionAccount(update(snapshot.account));
}

async function fetchAccount(): Promise<TAccount | null> {
  const { account } = await api.get<TSessionState>('/v1/session');
  return account;
}

function startFetch(): Promise<void> {
  const mine = ++version;
  const run = async () => {
    for (let failures = 0; ; failures++) {
      try {
        const account = await fetchAccount();
        if (mine === version) setSessionAccount(account);
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
export async function loadSessionNow(): Promise<TAccount | null> {
  const mine = ++version;
  const account = await fetchAccount();
  if (mine === version) setSessionAccount(account);
  return account;
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
