import { ChartNoAxesCombined } from 'lucide-react';
import { widgetText } from '@/content/markets';
import { cn } from '@/lib/cn';

/** The static panel shown in a widget's reserved box when the provider cannot be reached. */
export function WidgetFallback({
  compact = false,
  title = widgetText.unavailableTitle,
  body = widgetText.unavailableBody,
}: {
  compact?: boolean;
  title?: string;
  body?: string;
}) {
  return (
    <div
      data-testid="widget-fallback"
      className={cn(
        'absolute inset-0 flex items-center justify-center gap-3 bg-gradient-to-br from-slate-50 to-emerald-50/60 px-4 text-center dark:from-slate-900 dark:to-emerald-950/30',
        compact ? 'flex-row' : 'flex-col',
      )}
    >
      <span
        className={cn(
          'inline-flex shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-300',
          compact ? 'size-7' : 'size-12',
        )}
      >
        <ChartNoAxesCombined className={compact ? 'size-4' : 'size-6'} aria-hidden="true" />
      </span>
      <div className={cn(compact ? 'text-left' : 'max-w-sm')}>
        <p className="text-sm font-medium text-slate-800 dark:text-slate-100">{title}</p>
        {!compact && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{body}</p>}
      </div>
    </div>
  );
}

/** The quiet placeholder shown while a widget waits for its turn or its script. */
export function WidgetSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 animate-pulse bg-slate-100 motion-reduce:animate-none dark:bg-slate-900"
    />
  );
}
