import { lazy } from 'react';
import { chartWidget, tickerSymbols, widgetText } from '@/content/markets';
import { useTheme } from '@/lib/theme';
import { cn } from '@/lib/cn';
import { DeferredWidget } from './deferred-widget';

const TradingViewEmbed = lazy(() => import('./tradingview-embed'));

/** The market ticker tape (TradingView), loaded when near the viewport and the page is idle. */
export function TickerTapeWidget({ className }: { className?: string }) {
  const { theme } = useTheme();
  return (
    <DeferredWidget label={widgetText.tickerLabel} className={cn('h-[72px]', className)} compact>
      <TradingViewEmbed
        key={theme}
        widget="ticker-tape"
        title={widgetText.tickerLabel}
        compact
        config={{
          symbols: tickerSymbols,
          showSymbolLogo: true,
          isTransparent: true,
          displayMode: 'adaptive',
          colorTheme: theme,
          locale: chartWidget.locale,
        }}
      />
    </DeferredWidget>
  );
}
