import { cn } from '@/lib/cn';

/** A grey placeholder block while content loads; give it a size with `className`. Decorative. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800', className)}
    />
  );
}
