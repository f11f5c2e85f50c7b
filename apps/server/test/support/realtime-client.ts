import WebSocket from 'ws';

export interface TestSocket {
  socket: WebSocket;
  messages: any[];
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the first event message matching the predicate (or rejects after a timeout). */
  waitFor(predicate: (message: any) => boolean, ms?: number): Promise<any>;
}

export function openSocket(
  baseUrl: string,
  query: string,
  cookie?: string,
  origin?: string,
): TestSocket {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/v1/realtime?${query}`, {
    headers: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
  });
  const messages: any[] = [];
  const waiters: { predicate: (m: any) => boolean; resolve: (m: any) => void }[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString());
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return {
    socket,
    messages,
    closed,
    waitFor(predicate, ms = 3000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching realtime message')), ms);
        waiters.push({ predicate, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
  };
}

export const ALL_CHANNELS =
  'project=copyvest&channels[]=users&channels[]=transactions&channels[]=paymentmethods';
export const isConnected = (m: any) => m.type === 'connected';
