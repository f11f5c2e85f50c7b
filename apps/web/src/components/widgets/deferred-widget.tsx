import { type ReactNode, Suspense, useRef } from 'react';
import { cn } from '@/lib/cn';
import { useDeferredActivation } from './use-deferred-activation';
import { WidgetErrorBoundary } from './widget-error-boundary';
import { WidgetFallback, WidgetSkeleton } from './widget-fallback';

/**
 * A box of fixed, reserved height for a third-party widget. Its children (a lazily imported
 * widget) render only once the box is near the viewport and the page is idle; until then, and
 * while the widget's code loads, a placeholder keeps the space so nothing jumps.
 */
export function DeferredWidget({
  label,
  className,
  compact = false,
  children,
}: {
  /** Names the region for assistive technology. */
  label: string;
  /** Height (and any extra) classes; the height must be fixed, e.g. `h-[72px]`. */
  className: string;
  /** A one-line fallback for short boxes such as the ticker tape. */
  compact?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const active = useDeferredActivation(ref);
  return (
    <section
      ref={ref}
      aria-label={label}
      className={cn(
        'relative overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      {active ? (
        <WidgetErrorBoundary fallback={<WidgetFallback compact={compact} />}>
          <Suspense fallback={<WidgetSkeleton />}>{children}</Suspense>
        </WidgetErrorBoundary>
      ) : (
        <WidgetSkeleton />
      )}
    </section>
  );
}
