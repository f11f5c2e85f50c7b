import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/** One titled card of the Security section (a region named by its heading). */
export function SecurityCard({
  title,
  description,
  actions,
  tone = 'default',
  children,
  className,
}: {
  title: string;
  description?: string;
  /** Buttons beside the title (wrap under it on small screens). */
  actions?: ReactNode;
  /** `danger` for the card whose action cannot be undone. */
  tone?: 'default' | 'danger';
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        'rounded-2xl border bg-white p-4 shadow-sm sm:p-6 dark:bg-slate-900',
        tone === 'danger'
          ? 'border-red-200 dark:border-red-500/30'
          : 'border-slate-200 dark:border-slate-800',
        className,
      )}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-base font-semibold text-slate-900 dark:text-white">
            {title}
          </h3>
          {description && (
            <p id={descriptionId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {description}
            </p>
          )}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
