import { lazy } from 'react';
import { chartWidget, widgetText } from '@/content/markets';
import { useTheme } from '@/lib/theme';
import { cn } from '@/lib/cn';
import { DeferredWidget } from './deferred-widget';

const TradingViewEmbed = lazy(() => import('./tradingview-embed'));

/** TradingView's advanced chart (NASDAQ:AAPL, locale en), following the app's theme. */
export function MarketChartWidget({
  symbol = chartWidget.symbol,
  className,
}: {
  symbol?: string;
  className?: string;
}) {
  const { theme } = useTheme();
  return (
    <DeferredWidget
      label={widgetText.chartLabel}
      className={cn('h-[420px] sm:h-[520px]', className)}
    >
      <TradingViewEmbed
        key={theme}
        widget="advanced-chart"
        title={widgetText.chartLabel}
        config={{
          autosize: true,
          symbol,
          interval: chartWidget.interval,
          timezone: chartWidget.timezone,
          theme,
          style: '1',
          locale: chartWidget.locale,
          allow_symbol_change: true,
          calendar: false,
          support_host: 'https://www.tradingview.com',
        }}
      />
    </DeferredWidget>
  );
}
