import type { LiveStatus } from './live-status';

/** A small notice while the live connection is down (the SDK reconnects by itself). */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  if (status !== 'reconnecting') return null;
  return (
    <div
      role="status"
      className="flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-200"
    >
      <span className="h-2 w-2 animate-pulse rounded-full bg-amber-500" aria-hidden="true" />
      Live updates paused — reconnecting…
    </div>
  );
}
