/**
 * Every third-party origin the web app loads code, styles, images or frames from, grouped by
 * Content-Security-Policy directive (helmet's camelCase names). The web app loads widgets from
 * them and the server builds its CSP from them, so the policy allows exactly these.
 *
 * - TradingView: the embed scripts come from s3.tradingview.com; they render iframes from
 *   www.tradingview-widget.com (ticker tape, screener, advanced chart) and s.tradingview.com
 *   (older chart embeds). What runs inside those iframes is governed by TradingView's own policy.
 * - Google Translate element (loaded only when the user presses "Translate"): the loader script
 *   from translate.google.com pulls its code from translate.googleapis.com, styles and icons from
 *   www.gstatic.com, a pixel from www.google.com, and translates through translate-pa.googleapis.com.
 */
export const TRADINGVIEW_SCRIPT_ORIGIN = 'https://s3.tradingview.com';
export const TRADINGVIEW_EMBED_BASE_URL = `${TRADINGVIEW_SCRIPT_ORIGIN}/external-embedding/`;

export const GOOGLE_TRANSLATE_CALLBACK = 'copyvestTranslateInit';
export const GOOGLE_TRANSLATE_SCRIPT_URL = `https://translate.google.com/translate_a/element.js?cb=${GOOGLE_TRANSLATE_CALLBACK}`;

export const THIRD_PARTY_CSP = {
  scriptSrc: [
    TRADINGVIEW_SCRIPT_ORIGIN,
    'https://translate.google.com',
    'https://translate.googleapis.com',
  ],
  styleSrc: ['https://www.gstatic.com', 'https://translate.googleapis.com'],
  imgSrc: [
    'https://www.gstatic.com',
    'https://www.google.com',
    'https://translate.google.com',
    'https://translate.googleapis.com',
  ],
  connectSrc: ['https://translate.googleapis.com', 'https://translate-pa.googleapis.com'],
  frameSrc: ['https://www.tradingview-widget.com', 'https://s.tradingview.com'],
} as const satisfies Record<string, readonly `https://${string}`[]>;

export type ThirdPartyDirective = keyof typeof THIRD_PARTY_CSP;

/** Every third-party origin above, once. */
export const THIRD_PARTY_HOSTS: readonly string[] = [
  ...new Set(Object.values(THIRD_PARTY_CSP).flat()),
];

/** How long a widget may take to show its iframe before the static fallback replaces it. */
export const WIDGET_LOAD_TIMEOUT_MS = 8000;
/** How far outside the viewport a widget starts loading. */
export const WIDGET_ROOT_MARGIN = '300px 0px';
