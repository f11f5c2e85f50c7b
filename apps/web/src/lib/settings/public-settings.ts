import { PUBLIC_SETTINGS_DEFAULTS, type TPublicSettings } from '@copyvest/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '@/lib/api-client';

/** A fresh install's public settings: what a page shows until the server's arrive. */
const DEFAULTS: TPublicSettings = PUBLIC_SETTINGS_DEFAULTS;
/** A copy older than this is read again when a page asks for it or the window regains focus. */
const STALE_MS = 60_000;

type State = { settings: TPublicSettings; isPending: boolean };

let state: State = { settings: DEFAULTS, isPending: true };
let fetchedAt = -Infinity;
let inFlight: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(next: State) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** The answer when it has every public group (anything else keeps what is shown). */
function isPublicSettings(value: unknown): value is TPublicSettings {
  if (!value || typeof value !== 'object') return false;
  return Object.keys(DEFAULTS).every((key) => {
    const group = (value as Record<string, unknown>)[key];
    return group !== null && typeof group === 'object';
  });
}

/**
 * `GET /v1/settings/public` (decision 053) again, now: after an admin saves, and whenever a page
 * asks for a copy older than a minute. A failure keeps what is shown (a fresh install's at first).
 */
export function refreshPublicSettings(): Promise<void> {
  inFlight ??= api
    .get<unknown>('/v1/settings/public')
    .then((value) => {
      fetchedAt = Date.now();
      publish({ settings: isPublicSettings(value) ? value : state.settings, isPending: false });
    })
    .catch(() => publish({ settings: state.settings, isPending: false }))
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/** Back to a fresh install's, never fetched (tests: modules outlive a test file). */
export function resetPublicSettings(): void {
  state = { settings: DEFAULTS, isPending: true };
  fetchedAt = -Infinity;
  inFlight = undefined;
}

function refreshIfStale() {
  if (Date.now() - fetchedAt >= STALE_MS) void refreshPublicSettings();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('focus', refreshIfStale);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('focus', refreshIfStale);
  };
}

/**
 * The public settings: the maintenance notice, the fee and bounds the forms explain, the
 * landing's content and the admins' two-factor rule; a fresh install's until the server's arrive
 * (`isPending`). One small store for the whole app, outside TanStack Query so the public entry
 * stays without it; the server revalidates the copy with an entity tag.
 */
export function usePublicSettings(): State {
  const current = useSyncExternalStore(subscribe, () => state);
  useEffect(refreshIfStale, []);
  return current;
}
