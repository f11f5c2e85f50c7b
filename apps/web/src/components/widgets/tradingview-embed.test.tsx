import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WIDGET_LOAD_TIMEOUT_MS } from '@copyvest/shared';
import TradingViewEmbed, {
  mountTradingViewWidget,
  tradingViewScriptUrl,
} from './tradingview-embed';

describe('mountTradingViewWidget', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("adds the provider's script with its JSON config inside the widget container", () => {
    const host = document.createElement('div');
    const onStatus = vi.fn();
    mountTradingViewWidget(host, {
      widget: 'ticker-tape',
      configJson: '{"locale":"en"}',
      title: 'Live market prices',
      onStatus,
    });
    vi.advanceTimersByTime(0);
    const script = host.querySelector('.tradingview-widget-container > script');
    expect(script).toHaveAttribute(
      'src',
      'https://s3.tradingview.com/external-embedding/embed-widget-ticker-tape.js',
    );
    expect(script?.textContent).toBe('{"locale":"en"}');
    expect(host.querySelector('.tradingview-widget-container__widget')).not.toBeNull();
  });

  it('reports ready when the iframe appears, and gives it a title', async () => {
    const host = document.createElement('div');
    const onStatus = vi.fn();
    mountTradingViewWidget(host, {
      widget: 'screener',
      configJson: '{}',
      title: 'Market',
      onStatus,
    });
    vi.advanceTimersByTime(0);
    const iframe = document.createElement('iframe');
    host.querySelector('.tradingview-widget-container')!.append(iframe);
    await vi.waitFor(() => expect(onStatus).toHaveBeenCalledWith('ready'));
    expect(iframe.title).toBe('Market');
    vi.advanceTimersByTime(WIDGET_LOAD_TIMEOUT_MS);
    expect(onStatus).toHaveBeenCalledTimes(1);
  });

  it('reports failed on a script error', () => {
    const host = document.createElement('div');
    const onStatus = vi.fn();
    mountTradingViewWidget(host, { widget: 'screener', configJson: '{}', title: 'x', onStatus });
    vi.advanceTimersByTime(0);
    host.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(onStatus).toHaveBeenCalledWith('failed');
  });

  it('reports failed when no iframe appears before the timeout', () => {
    const host = document.createElement('div');
    const onStatus = vi.fn();
    mountTradingViewWidget(host, { widget: 'screener', configJson: '{}', title: 'x', onStatus });
    vi.advanceTimersByTime(WIDGET_LOAD_TIMEOUT_MS - 1);
    expect(onStatus).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onStatus).toHaveBeenCalledWith('failed');
  });

  it('cleans up without inserting the script when unmounted at once', () => {
    const host = document.createElement('div');
    const onStatus = vi.fn();
    const cleanup = mountTradingViewWidget(host, {
      widget: 'screener',
      configJson: '{}',
      title: 'x',
      onStatus,
    });
    cleanup();
    vi.advanceTimersByTime(WIDGET_LOAD_TIMEOUT_MS);
    expect(host.childElementCount).toBe(0);
    expect(onStatus).not.toHaveBeenCalled();
  });
});

describe('TradingViewEmbed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the static fallback when the provider cannot be reached', () => {
    render(<TradingViewEmbed widget="advanced-chart" config={{}} title="Chart" />);
    expect(screen.queryByTestId('widget-fallback')).toBeNull();
    act(() => vi.advanceTimersByTime(WIDGET_LOAD_TIMEOUT_MS));
    expect(screen.getByTestId('widget-fallback')).toHaveTextContent(
      'Live market data is unavailable right now',
    );
  });

  it('builds the embed script URL from the widget name', () => {
    expect(tradingViewScriptUrl('advanced-chart')).toBe(
      'https://s3.tradingview.com/external-embedding/embed-widget-advanced-chart.js',
    );
  });
});
