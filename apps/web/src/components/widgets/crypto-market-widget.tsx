import { lazy } from 'react';
import { cryptoMarketWidget, widgetText } from '@/content/markets';
import { useTheme } from '@/lib/theme';
import { cn } from '@/lib/cn';
import { DeferredWidget } from './deferred-widget';

const TradingViewEmbed = lazy(() => import('./tradingview-embed'));

/**
 * The crypto market overview (TradingView screener) for the dashboard. It reserves its height
 * (pass `className` with a fixed `h-…` to change it), loads only near the viewport once the page
 * is idle, follows the app's theme and shows a static fallback when the provider is unreachable.
 */
export function CryptoMarketWidget({ className }: { className?: string }) {
  const { theme } = useTheme();
  return (
    <DeferredWidget
      label={widgetText.cryptoMarketLabel}
      className={cn('h-[460px] sm:h-[520px]', className)}
    >
      <TradingViewEmbed
        key={theme}
        widget="screener"
        title={widgetText.cryptoMarketLabel}
        config={{
          width: '100%',
          height: '100%',
          defaultColumn: cryptoMarketWidget.defaultColumn,
          screener_type: 'crypto_mkt',
          displayCurrency: cryptoMarketWidget.displayCurrency,
          colorTheme: theme,
          locale: cryptoMarketWidget.locale,
          isTransparent: true,
        }}
      />
    </DeferredWidget>
  );
}
