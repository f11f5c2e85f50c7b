import { useEffect, useRef, useState } from 'react';
import { TRADINGVIEW_EMBED_BASE_URL, WIDGET_LOAD_TIMEOUT_MS } from '@copyvest/shared';
import { cn } from '@/lib/cn';
import { WidgetFallback, WidgetSkeleton } from './widget-fallback';

export type TradingViewWidgetName = 'ticker-tape' | 'advanced-chart' | 'screener';
type Status = 'loading' | 'ready' | 'failed';

export function tradingViewScriptUrl(widget: TradingViewWidgetName): string {
  return `${TRADINGVIEW_EMBED_BASE_URL}embed-widget-${widget}.js`;
}

/**
 * Mounts a TradingView embed into `host`: the widget container, and the provider's script with
 * its JSON configuration as text. Reports `ready` once the provider's iframe appears (and gives
 * it a title), `failed` on a script error or when no iframe appears within the timeout.
 * Returns a cleanup that removes everything.
 */
export function mountTradingViewWidget(
  host: HTMLElement,
  options: {
    widget: TradingViewWidgetName;
    configJson: string;
    title: string;
    onStatus: (status: 'ready' | 'failed') => void;
    timeoutMs?: number;
  },
): () => void {
  const container = document.createElement('div');
  container.className = 'tradingview-widget-container';
  container.style.height = '100%';
  container.style.width = '100%';
  const target = document.createElement('div');
  target.className = 'tradingview-widget-container__widget';
  target.style.height = '100%';
  target.style.width = '100%';
  container.append(target);
  host.replaceChildren(container);

  let settled = false;
  const settle = (status: 'ready' | 'failed') => {
    if (settled) return;
    settled = true;
    window.clearTimeout(timeout);
    observer.disconnect();
    options.onStatus(status);
  };
  const findIframe = () => {
    const iframe = container.querySelector('iframe');
    if (iframe && !iframe.title) iframe.title = options.title;
    return iframe;
  };

  const observer = new MutationObserver(() => {
    if (findIframe()) settle('ready');
  });
  observer.observe(container, { childList: true, subtree: true });
  const timeout = window.setTimeout(
    () => settle(findIframe() ? 'ready' : 'failed'),
    options.timeoutMs ?? WIDGET_LOAD_TIMEOUT_MS,
  );

  // Inserted a tick later, so an immediate unmount (React's strict-mode check, a quick theme
  // switch) never leaves a provider script running against a detached container.
  const insert = window.setTimeout(() => {
    const script = document.createElement('script');
    script.src = tradingViewScriptUrl(options.widget);
    script.async = true;
    script.type = 'text/javascript';
    script.text = options.configJson;
    script.addEventListener('error', () => settle('failed'));
    container.append(script);
  }, 0);

  return () => {
    settled = true;
    window.clearTimeout(insert);
    window.clearTimeout(timeout);
    observer.disconnect();
    host.replaceChildren();
  };
}

/** A TradingView widget filling its (reserved) parent box, with a fallback when unreachable. */
export default function TradingViewEmbed({
  widget,
  config,
  title,
  compact = false,
}: {
  widget: TradingViewWidgetName;
  config: Record<string, unknown>;
  /** The iframe's accessible title. */
  title: string;
  compact?: boolean;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const configJson = JSON.stringify(config);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    return mountTradingViewWidget(host, { widget, configJson, title, onStatus: setStatus });
  }, [widget, configJson, title]);

  return (
    <>
      <div
        ref={hostRef}
        data-testid={`tradingview-${widget}`}
        className={cn('absolute inset-0', status === 'failed' && 'hidden')}
      />
      {status === 'loading' && <WidgetSkeleton />}
      {status === 'failed' && <WidgetFallback compact={compact} />}
    </>
  );
}
