import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One platform figure on the overview (a `dt`/`dd` group: render it inside a `dl`). */
export function StatCard({
  label,
  value,
  icon: Icon,
  footer,
}: {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  footer?: ReactNode;
}) {
  return (
    <div className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <dt className="flex items-center justify-between gap-3 text-sm font-medium text-slate-600 dark:text-slate-400">
        {label}
        <span className="rounded-lg bg-emerald-50 p-2 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-300">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </dt>
      <dd className="mt-3 text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
        {value}
      </dd>
      {footer && <dd className="mt-auto pt-3 text-sm">{footer}</dd>}
    </div>
  );
}
