import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { RealtimeResponseEvent } from 'appwrite';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useRealtime } from './use-realtime';

/** The SDK's `Realtime` as the app uses it: callbacks to call, a subscription to record. */
const fake = vi.hoisted(() => {
  const state = {
    open: [] as (() => void)[],
    close: [] as (() => void)[],
    error: [] as ((error?: Error, code?: number) => void)[],
    subscribed: [] as { channels: string[]; callback: (event: unknown) => void }[],
  };
  const realtime = {
    onOpen: (callback: () => void) => state.open.push(callback),
    onClose: (callback: () => void) => state.close.push(callback),
    onError: (callback: (error?: Error, code?: number) => void) => state.error.push(callback),
    subscribe: vi.fn(async (channels: string[], callback: (event: unknown) => void) => {
      state.subscribed.push({ channels, callback });
      return { close: vi.fn(), unsubscribe: vi.fn(), update: vi.fn() };
    }),
    disconnect: vi.fn(async () => undefined),
  };
  return { state, realtime };
});
const refreshSession = vi.hoisted(() => vi.fn(async () => undefined));
const recheckSession = vi.hoisted(() => vi.fn(async () => undefined));

vi.mock('@/lib/sdk/load-sdk', () => ({ loadSdk: async () => ({ realtime: fake.realtime }) }));
vi.mock('@/lib/session/session-store', () => ({ refreshSession }));
vi.mock('@/lib/session/on-signed-out-error', () => ({ recheckSession }));

const signal = {
  open: () => act(() => fake.state.open.forEach((callback) => callback())),
  close: () => act(() => fake.state.close.forEach((callback) => callback())),
  error: (code?: number) =>
    act(() => fake.state.error.forEach((callback) => callback(new Error('refused'), code))),
};

function event(channels: string[]): RealtimeResponseEvent<unknown> {
  return { events: [], channels, timestamp: '', payload: {}, subscriptions: ['s1'] };
}

function setup(enabled = true) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['dashboard'], 1);
  queryClient.setQueryData(['countries'], 1);
  const stale = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[0]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ on }) => useRealtime(on), { wrapper, initialProps: { on: enabled } });
  return { hook, stale };
}

// After the previous test's hook was unmounted (which disconnects).
beforeEach(() => {
  fake.state.subscribed.length = 0;
  vi.clearAllMocks();
});

describe('useRealtime on the SDK', () => {
  it("subscribes once to the server's channels and invalidates what an event changes", async () => {
    const { hook, stale } = setup();
    await waitFor(() => expect(fake.realtime.subscribe).toHaveBeenCalledTimes(1));
    expect(fake.state.subscribed[0]!.channels).toEqual([
      'account',
      'databases.copyvest.collections.users.documents',
      'databases.copyvest.collections.transactions.documents',
      'databases.copyvest.collections.paymentmethods.documents',
      'databases.copyvest.collections.Plans.documents',
      'tickets',
    ]);
    expect(hook.result.current).toBe('connecting');
    signal.open();
    expect(hook.result.current).toBe('connected');

    act(() =>
      fake.state.subscribed[0]!.callback(
        event(['documents', 'databases.copyvest.collections.transactions.documents']),
      ),
    );
    expect(stale()).toEqual(['dashboard']);
  });

  it('shows reconnecting after a drop and refetches everything once back', async () => {
    const { hook, stale } = setup();
    await waitFor(() => expect(fake.realtime.subscribe).toHaveBeenCalled());
    signal.open();
    signal.close();
    expect(hook.result.current).toBe('reconnecting');
    expect(stale()).toEqual([]);
    signal.open();
    expect(hook.result.current).toBe('connected');
    expect(stale()).toEqual(['dashboard', 'countries']);
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('a 1008 refusal stops without "reconnecting" and asks the session again', async () => {
    const { hook } = setup();
    await waitFor(() => expect(fake.realtime.subscribe).toHaveBeenCalled());
    signal.open();
    signal.error(1003);
    expect(recheckSession).not.toHaveBeenCalled();
    signal.error(1008);
    signal.close();
    expect(hook.result.current).toBe('stopped');
    expect(recheckSession).toHaveBeenCalledTimes(1);
  });

  it('signed out: subscribes to nothing; leaving closes the socket and hears no more', async () => {
    const { hook } = setup(false);
    await act(async () => undefined);
    expect(fake.realtime.subscribe).not.toHaveBeenCalled();

    hook.rerender({ on: true });
    await waitFor(() => expect(fake.realtime.subscribe).toHaveBeenCalledTimes(1));
    signal.open();
    hook.rerender({ on: false });
    expect(fake.realtime.disconnect).toHaveBeenCalledTimes(1);
    signal.close();
    expect(hook.result.current).toBe('connected');
  });
});
