import WebSocket from 'ws';

export interface TestSocket {
  socket: WebSocket;
  messages: any[];
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the first message matching the predicate (or rejects after a timeout). */
  waitFor(predicate: (message: any) => boolean, ms?: number): Promise<any>;
  send(message: unknown): void;
  /** Sends a `subscribe` for these channels and resolves with the server's response. */
  subscribe(channels: string[], subscriptionId?: string, queries?: string[]): Promise<any>;
}

let subscriptions = 0;

export function openSocket(
  baseUrl: string,
  query = 'project=copyvest',
  headers: { cookie?: string; origin?: string } = {},
): TestSocket {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/v1/realtime?${query}`, {
    headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)),
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
  const opened = new Promise<void>((resolve) => socket.on('open', () => resolve()));
  const waitFor = (predicate: (message: any) => boolean, ms = 5000) => {
    const found = messages.find(predicate);
    if (found) return Promise.resolve(found);
    return new Promise<any>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching realtime message')), ms);
      waiters.push({ predicate, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  };
  const send = (message: unknown) => {
    void opened.then(() =>
      socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    );
  };
  return {
    socket,
    messages,
    closed,
    waitFor,
    send,
    async subscribe(channels, subscriptionId = `sub${++subscriptions}`, queries = []) {
      send({ type: 'subscribe', data: [{ subscriptionId, channels, queries }] });
      return waitFor(
        (m) =>
          m.type === 'response' &&
          m.data.to === 'subscribe' &&
          m.data.subscriptions.some((s: any) => s.subscriptionId === subscriptionId),
      );
    },
  };
}

export const isConnected = (m: any) => m.type === 'connected';

/** The channels of the product's collections, as the SDK names them. */
export const channel = {
  documents: (collection: string, id?: string) =>
    `databases.copyvest.collections.${collection}.documents${id ? `.${id}` : ''}`,
  rows: (table: string, id?: string) =>
    `tablesdb.copyvest.tables.${table}.rows${id ? `.${id}` : ''}`,
};

/** An event about this record (its payload's `$id`). */
export const eventFor = (id: string) => (m: any) => m.type === 'event' && m.data.payload.$id === id;
