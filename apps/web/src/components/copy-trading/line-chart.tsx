import { formatMoney, type TEquityPoint } from '@copyvest/shared';
import { AreaSeries, ColorType, createChart, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { Theme } from '@/lib/theme';

/**
 * The chart itself, with TradingView's lightweight-charts: its own chunk, loaded by `EquityChart`
 * only when a chart is shown (the library never joins a page's first load).
 */
export function LineChart({
  points,
  theme,
  money,
}: {
  points: readonly TEquityPoint[];
  theme: Theme;
  /** Values are cents: shown as dollars. */
  money: boolean;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const dark = theme === 'dark';
    const chart = createChart(element, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: dark ? '#cbd5e1' : '#334155',
        attributionLogo: false,
      },
      grid: {
        vertLines: { color: dark ? '#1e293b' : '#f1f5f9' },
        horzLines: { color: dark ? '#1e293b' : '#f1f5f9' },
      },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false },
      handleScroll: false,
      handleScale: false,
    });
    const series = chart.addSeries(AreaSeries, {
      lineColor: dark ? '#34d399' : '#059669',
      topColor: dark ? 'rgba(52, 211, 153, 0.3)' : 'rgba(5, 150, 105, 0.25)',
      bottomColor: 'rgba(5, 150, 105, 0)',
      lineWidth: 2,
      priceFormat: money
        ? { type: 'custom', formatter: (value: number) => formatMoney(Math.round(value)) }
        : { type: 'price', precision: 2, minMove: 0.01 },
    });
    series.setData(toSeries(points));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points, theme, money]);
  return <div ref={container} className="h-64 w-full" aria-hidden="true" />;
}

/** Seconds, ascending, one point per second (the last one wins), as the library requires. */
export function toSeries(points: readonly TEquityPoint[]) {
  const bySecond = new Map<number, number>();
  for (const point of points) {
    bySecond.set(Math.floor(Date.parse(point.at) / 1000), point.value);
  }
  return [...bySecond.entries()]
    .sort(([a], [b]) => a - b)
    .map(([time, value]) => ({ time: time as UTCTimestamp, value }));
}
