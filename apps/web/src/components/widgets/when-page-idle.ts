/**
 * Runs `callback` once the page has finished loading and the main thread is idle, so third-party
 * code never competes with the app's own first render. Returns a function that cancels it.
 */
export function whenPageIdle(callback: () => void, idleTimeoutMs = 3000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: number | undefined;

  const run = () => {
    if (!cancelled) callback();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(run, { timeout: idleTimeoutMs });
    } else {
      timer = window.setTimeout(run, 200);
    }
  };

  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback?.(idleHandle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
