/** The third-party hosts and widget timings live in the shared package (the server's CSP uses them). */
export {
  GOOGLE_TRANSLATE_CALLBACK,
  GOOGLE_TRANSLATE_SCRIPT_URL,
  TRADINGVIEW_EMBED_BASE_URL,
  WIDGET_LOAD_TIMEOUT_MS,
  WIDGET_ROOT_MARGIN,
  type ThirdPartyDirective,
} from '@copyvest/shared';
