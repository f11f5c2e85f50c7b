import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredWidget } from './deferred-widget';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observed: { callback: Callback; options?: IntersectionObserverInit }[] = [];

class FakeIntersectionObserver {
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    observed.push({ callback, options });
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

describe('DeferredWidget', () => {
  beforeEach(() => {
    observed = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('renders its widget only once near the viewport and after the page is idle', () => {
    render(
      <DeferredWidget label="Live market prices" className="h-[72px]">
        <p>widget</p>
      </DeferredWidget>,
    );
    expect(screen.getByRole('region', { name: 'Live market prices' })).toHaveClass('h-[72px]');
    expect(screen.queryByText('widget')).toBeNull();
    expect(observed[0]?.options?.rootMargin).toBe('300px 0px');

    // Idle, but still far from the viewport.
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('widget')).toBeNull();

    act(() => observed[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('widget')).toBeInTheDocument();
  });

  it('shows the fallback when the widget code fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('chunk failed');
    }
    render(
      <DeferredWidget label="Chart" className="h-96">
        <Broken />
      </DeferredWidget>,
    );
    act(() => vi.advanceTimersByTime(5000));
    act(() => observed[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByTestId('widget-fallback')).toBeInTheDocument();
  });
});
