import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Nothing to show: a short sentence, optionally an action under it. */
export function EmptyState({
  title,
  icon: Icon = Inbox,
  children,
  className,
}: {
  title: string;
  icon?: LucideIcon;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700',
        className,
      )}
    >
      <Icon className="size-8 text-slate-400" aria-hidden="true" />
      <p className="font-medium text-slate-700 dark:text-slate-300">{title}</p>
      {children}
    </div>
  );
}
