import { CHART_DEFAULTS } from '@copyvest/shared';

/** Symbols on the landing page's ticker tape (TradingView `symbols` option). */
export const tickerSymbols = [
  { proName: 'BITSTAMP:BTCUSD', title: 'BTC/USD' },
  { proName: 'BITSTAMP:ETHUSD', title: 'ETH/USD' },
  { proName: 'FOREXCOM:SPXUSD', title: 'S&P 500' },
  { proName: 'FOREXCOM:NSXUSD', title: 'US 100' },
  { proName: 'FX_IDC:EURUSD', title: 'EUR/USD' },
  { proName: 'BINANCE:SOLUSDT', title: 'SOL/USDT' },
  { proName: 'BINANCE:XRPUSDT', title: 'XRP/USDT' },
  { proName: 'TVC:GOLD', title: 'Gold' },
] as const;

/** The landing page's advanced chart (the theme follows the app's theme). */
export const chartWidget = {
  symbol: CHART_DEFAULTS.symbol,
  locale: CHART_DEFAULTS.locale,
  interval: 'D',
  timezone: 'Etc/UTC',
} as const;

/** The dashboard's crypto market screener. */
export const cryptoMarketWidget = {
  locale: CHART_DEFAULTS.locale,
  displayCurrency: 'USD',
  defaultColumn: 'overview',
} as const;

export const widgetText = {
  unavailableTitle: 'Live market data is unavailable right now',
  unavailableBody: 'Prices will appear here once the market data provider can be reached again.',
  loading: 'Loading live market data…',
  tickerLabel: 'Live market prices',
  chartLabel: 'Interactive price chart',
  cryptoMarketLabel: 'Cryptocurrency market overview',
  translate: 'Translate',
  translateLabel: 'Translate this page',
  translateLoading: 'Loading translator…',
  translateUnavailable: 'Translation is unavailable right now. Please try again later.',
  translateHint: 'Choose a language',
} as const;
