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

/** `description`: a second line beneath the message (e.g. the server's reason for a failure). */
type ToastOptions = { description?: string };

function show(kind: Kind, message: string, options: ToastOptions = {}): void {
  const data = options.description ? { description: options.description } : undefined;
  void loadSonner().then(({ toast: sonner }) => {
    if (kind === 'message') sonner(message, data);
    else sonner[kind](message, data);
  });
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  message: (message: string, options?: ToastOptions) => show('message', message, options),
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
