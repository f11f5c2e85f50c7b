import { formatDateTime, formatMoney, messages, type TEquityPoint } from '@copyvest/shared';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { WidgetErrorBoundary } from '@/components/widgets/widget-error-boundary';
import { useTheme } from '@/lib/theme';
import { formatIndex } from '@/components/copy-trading/format-stats';

const t = messages.copyPages;

// The charting library is loaded with the chart, never with the page.
const LineChart = lazy(async () => ({
  default: (await import('@/components/copy-trading/line-chart')).LineChart,
}));

/**
 * An equity curve: the chart (an image named `label`) and, for screen readers and anyone who
 * prefers it, the same points as a table in a disclosure.
 */
export function EquityChart({
  points,
  label,
  money = false,
}: {
  points: readonly TEquityPoint[];
  label: string;
  /** Values are cents (the user's total equity); else the strategy index. */
  money?: boolean;
}) {
  const { theme } = useTheme();
  const format = (value: number) => (money ? formatMoney(Math.round(value)) : formatIndex(value));
  return (
    <figure>
      <div role="img" aria-label={label}>
        <WidgetErrorBoundary fallback={null}>
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <LineChart points={points} theme={theme} money={money} />
          </Suspense>
        </WidgetErrorBoundary>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer rounded text-slate-700 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-slate-300">
          {t.equityTable}
        </summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{label}</caption>
            <thead>
              <tr className="text-slate-600 dark:text-slate-400">
                <th scope="col" className="py-1 pr-4 font-medium">
                  {t.date}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {money ? t.value : t.indexValue}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.at} className="border-t border-slate-100 dark:border-slate-800">
                  <td className="py-1 pr-4">{formatDateTime(point.at)}</td>
                  <td className="py-1 tabular-nums">{format(point.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
