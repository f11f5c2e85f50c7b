import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CryptoMarketWidget } from './crypto-market-widget';

describe('CryptoMarketWidget', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', undefined); // treated as "in view"
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.classList.remove('dark');
  });

  it('reserves its height, embeds the crypto screener in the app theme, then falls back', async () => {
    document.documentElement.classList.add('dark');
    render(<CryptoMarketWidget className="h-[400px]" />);
    const region = screen.getByRole('region', { name: 'Cryptocurrency market overview' });
    expect(region).toHaveClass('h-[400px]');

    const script = await vi.waitFor(
      () => {
        const found = region.querySelector('script');
        if (!found) throw new Error('no script yet');
        return found;
      },
      { timeout: 3000 },
    );
    expect(script.src).toBe(
      'https://s3.tradingview.com/external-embedding/embed-widget-screener.js',
    );
    expect(JSON.parse(script.textContent ?? '{}')).toMatchObject({
      screener_type: 'crypto_mkt',
      colorTheme: 'dark',
      locale: 'en',
    });

    act(() => script.dispatchEvent(new Event('error')));
    expect(screen.getByText('Live market data is unavailable right now')).toBeInTheDocument();
  });
});
