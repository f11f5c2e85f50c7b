import { useSyncExternalStore } from 'react';

/**
 * Toasts without Sonner in the first page load: the library (and its <Toaster>) loads with the
 * first toast. Sonner replays toasts created before its Toaster subscribed, so none is lost.
 * Always import `toast` from here, never from 'sonner' (ESLint enforces it in features).
 */
type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';

let requested = false;
const listeners = new Set<() => void>();

function loadSonner() {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return import('sonner');
}

function show(kind: Kind, message: string): void {
  void loadSonner().then(({ toast: sonner }) => {
    if (kind === 'message') sonner(message);
    else sonner[kind](message);
  });
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  message: (message: string) => show('message', message),
};

/** True once any toast was requested: the app then mounts the (lazy) Toaster. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}
