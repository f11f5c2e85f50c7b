import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient } from './realtime-client';

class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', Object.assign(FakeSocket, { OPEN: 1 }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function client(channels = ['users', 'transactions']) {
  const log = vi.fn();
  const onReconnect = vi.fn();
  const onEvent = vi.fn();
  const realtime = new RealtimeClient({
    url: 'ws://localhost/v1/realtime',
    channels,
    onEvent,
    onReconnect,
    log,
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
  });
  return { realtime, log, onReconnect, onEvent };
}

describe('RealtimeClient', () => {
  it('subscribes with project and channels[] and pings every 20 s', () => {
    const { realtime } = client();
    realtime.connect();
    const socket = FakeSocket.instances[0]!;
    expect(socket.url).toBe(
      'ws://localhost/v1/realtime?project=copyvest&channels%5B%5D=users&channels%5B%5D=transactions',
    );
    socket.open();
    vi.advanceTimersByTime(19_999);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual(['{"type":"ping"}']);
  });

  it('reconnects after 1 s under 5 attempts, 5 s under 15, 10 s under 100, then 60 s, logging each delay', () => {
    const { realtime, log } = client();
    realtime.connect();
    const delays: number[] = [];
    for (let attempt = 0; attempt < 101; attempt++) {
      const socket = FakeSocket.instances.at(-1)!;
      socket.drop();
      const before = FakeSocket.instances.length;
      let waited = 0;
      while (FakeSocket.instances.length === before) {
        vi.advanceTimersByTime(1000);
        waited += 1000;
      }
      delays.push(waited);
    }
    expect(delays.slice(0, 5)).toEqual([1000, 1000, 1000, 1000, 1000]);
    expect(delays.slice(5, 15).every((d) => d === 5000)).toBe(true);
    expect(delays.slice(15, 100).every((d) => d === 10_000)).toBe(true);
    expect(delays[100]).toBe(60_000);
    expect(log).toHaveBeenCalledWith(
      'Realtime got disconnected. Reconnect will be attempted in 1 seconds.',
    );
    expect(log).toHaveBeenCalledWith(
      'Realtime got disconnected. Reconnect will be attempted in 60 seconds.',
    );
  });

  it('resets the schedule and asks for a refetch after reconnecting', () => {
    const { realtime, onReconnect } = client();
    realtime.connect();
    FakeSocket.instances[0]!.open();
    FakeSocket.instances[0]!.drop();
    vi.advanceTimersByTime(1000);
    FakeSocket.instances[1]!.open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('never reconnects after a 1008 close or with no channels', () => {
    const { realtime } = client();
    realtime.connect();
    FakeSocket.instances[0]!.drop(1008, 'Unauthorized');
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.instances).toHaveLength(1);

    const none = client([]);
    none.realtime.connect();
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('passes event payloads on', () => {
    const { realtime, onEvent } = client();
    realtime.connect();
    const socket = FakeSocket.instances[0]!;
    socket.open();
    const payload = { collection: 'transactions', event: 'update', id: 't1', userId: 'u1' };
    socket.onmessage?.({ data: JSON.stringify({ type: 'event', data: { payload } }) });
    socket.onmessage?.({ data: 'not json' });
    expect(onEvent).toHaveBeenCalledWith(payload);
    expect(onEvent).toHaveBeenCalledTimes(1);
  });
});
