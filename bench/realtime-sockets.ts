/**
 * A child process of `bench/realtime.ts` holding a share of its sockets (a process may open only
 * 20,000 files here, so 20,000 sockets need two). Spoken to over IPC:
 *   ← `open` {url, cookies, channels, firstIndex}: connects one socket per cookie and subscribes;
 *   → `ready` once every socket has its subscription;
 *   → `delivered` {count} every 100 ms: user-record events received so far;
 *   ← `report` {sends}: the send times of each user's changes; → `report` {delivered, latencies}
 *     (ms from the latest send for that user to the message), then it closes its sockets and exits.
 * Times are `clockNow()`, so the parent's send times and these arrival times compare.
 */
import WebSocket from 'ws';
import { clockNow } from './support.ts';

export type SocketsRequest =
  | {
      type: 'open';
      url: string;
      cookies: string[];
      channels: string[];
      /** The index of the first socket, for unique subscription ids across processes. */
      firstIndex: number;
    }
  | { type: 'report'; sends: Record<string, number[]> };

export type SocketsAnswer =
  | { type: 'ready' }
  | { type: 'delivered'; count: number }
  | { type: 'report'; delivered: number; latencies: number[] }
  | { type: 'failed'; message: string };

const send = (answer: SocketsAnswer) => process.send!(answer);
const sockets: WebSocket[] = [];
/** Per user id: when each event about them arrived. */
const arrivals = new Map<string, number[]>();
let delivered = 0;

function record(userId: string): void {
  const at = clockNow();
  const list = arrivals.get(userId);
  if (list) list.push(at);
  else arrivals.set(userId, [at]);
  delivered++;
}

async function open({ url, cookies, channels, firstIndex }: SocketsRequest & { type: 'open' }) {
  const ready: Promise<void>[] = [];
  for (const [offset, cookie] of cookies.entries()) {
    const socket = new WebSocket(url, { headers: { cookie } });
    const subscriptionId = `s${firstIndex + offset}`;
    ready.push(
      new Promise((resolve, reject) => {
        socket.on('message', (raw) => {
          const message = JSON.parse(raw.toString());
          if (message.type === 'connected') {
            socket.send(
              JSON.stringify({ type: 'subscribe', data: [{ subscriptionId, channels }] }),
            );
            return;
          }
          if (message.type === 'response' && message.data.to === 'subscribe') return resolve();
          if (message.type === 'event' && message.data.payload.$collectionId === 'users') {
            record(message.data.payload.$id);
          }
        });
        socket.on('error', reject);
      }),
    );
    sockets.push(socket);
    if (offset % 500 === 499) await Promise.all(ready.slice(-500));
  }
  await Promise.all(ready);
}

/**
 * Each arrival's latency from the latest send about that user before it; an arrival before any
 * send about its user is not counted.
 */
function latenciesFor(sends: Record<string, number[]>) {
  const latencies: number[] = [];
  let counted = 0;
  for (const [id, times] of arrivals) {
    const sent = sends[id];
    if (!sent) continue;
    for (const at of times) {
      let latest: number | undefined;
      for (const time of sent) if (time <= at) latest = time;
      if (latest === undefined) continue;
      counted++;
      latencies.push(at - latest);
    }
  }
  return { delivered: counted, latencies };
}

const ticker = setInterval(() => send({ type: 'delivered', count: delivered }), 100);
process.on('message', (request: SocketsRequest) => {
  if (request.type === 'open') {
    open(request).then(
      () => send({ type: 'ready' }),
      (error: Error) => send({ type: 'failed', message: error.message }),
    );
    return;
  }
  clearInterval(ticker);
  for (const socket of sockets) socket.terminate();
  // Disconnecting only once the report is out: the channel would drop what it still holds.
  process.send!({ type: 'report', ...latenciesFor(request.sends) } satisfies SocketsAnswer, () =>
    process.disconnect(),
  );
});
