import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A labelled figure (balance, profit, a count) with an optional line under it (a note or a link),
 * kept at the card's foot. A `dt`/`dd` group: render it inside a `dl`.
 */
export function StatCard({
  label,
  value,
  icon: Icon,
  hint,
  className,
}: {
  label: string;
  value: ReactNode;
  icon?: LucideIcon;
  hint?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
        {Icon && (
          <span className="flex size-8 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-400">
            <Icon className="size-4" aria-hidden="true" />
          </span>
        )}
        {label}
      </dt>
      <dd className="mt-3 text-2xl font-semibold tracking-tight break-words text-slate-900 tabular-nums dark:text-white">
        {value}
      </dd>
      {hint && <dd className="mt-auto pt-1 text-sm text-slate-600 dark:text-slate-400">{hint}</dd>}
    </div>
  );
}
