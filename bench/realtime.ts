/**
 * Realtime fan-out: N sockets subscribed (users watching their own records, plus some admins
 * watching everything), then a stream of balance changes. Prints the delivery rate (delivered /
 * expected) and p50 / p99 latency from the API call to the socket message.
 *   npx tsx bench/realtime.ts [--sockets 5000] [--users 100] [--events 200] [--rate 50]
 */
import WebSocket from 'ws';
import { ADMIN, argNumber, kinds, sessionCookie, startApp } from './support.ts';

const socketCount = argNumber('sockets', 5000);
const userCount = argNumber('users', 100);
const eventCount = argNumber('events', 200);
const rate = argNumber('rate', 50);
const adminShare = 0.1;

const CHANNELS =
  'project=copyvest&channels[]=users&channels[]=transactions&channels[]=paymentmethods';

async function post(base: string, cookie: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  return (await response.json()) as any;
}

function percentile(sorted: number[], p: number) {
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
    : NaN;
}

async function run(kind: 'pglite' | 'postgres') {
  const server = await startApp(kind, { LOGIN_MAX_PER_IP_PER_MINUTE: '100000' });
  const base = server.url;
  const wsBase = base.replace('http', 'ws');
  const admin = await sessionCookie(base, '/v1/account/sessions/email', ADMIN);
  const users: { id: string; cookie: string }[] = [];
  for (let i = 0; i < userCount; i++) {
    const cookie = await sessionCookie(base, '/v1/account', {
      name: `Watcher ${i}`,
      email: `watch-${i}-${Date.now()}@example.test`,
      password: 'bench-password-1',
      phone: '1',
      country: 'Chile',
    });
    const me = await (await fetch(`${base}/v1/account`, { headers: { cookie } })).json();
    users.push({ id: (me as { id: string }).id, cookie });
  }

  // Who should receive an event about user U: the sockets of U, and every admin socket.
  const sent = new Map<string, number>(); // `${userId}:${seq}` → send time
  const latencies: number[] = [];
  let delivered = 0;
  const socketsPerUser = new Map<string, number>();
  let adminSockets = 0;
  const sockets: WebSocket[] = [];
  const opened: Promise<void>[] = [];
  for (let i = 0; i < socketCount; i++) {
    const isAdmin = i < socketCount * adminShare;
    const user = users[i % users.length]!;
    if (isAdmin) adminSockets++;
    else socketsPerUser.set(user.id, (socketsPerUser.get(user.id) ?? 0) + 1);
    const socket = new WebSocket(`${wsBase}/v1/realtime?${CHANNELS}`, {
      headers: { cookie: isAdmin ? admin : user.cookie },
    });
    opened.push(
      new Promise((resolve, reject) => {
        socket.on('message', (raw) => {
          const message = JSON.parse(raw.toString());
          if (message.type === 'connected') return resolve();
          if (message.type !== 'event' || message.data.payload.collection !== 'users') return;
          const started = sent.get(message.data.payload.id);
          if (started !== undefined) {
            delivered++;
            latencies.push(performance.now() - started);
          }
        });
        socket.on('error', reject);
      }),
    );
    sockets.push(socket);
    if (i % 500 === 499) await Promise.all(opened.slice(-500));
  }
  await Promise.all(opened);

  let expected = 0;
  const started = performance.now();
  for (let n = 0; n < eventCount; n++) {
    const user = users[n % users.length]!;
    sent.set(user.id, performance.now());
    expected += (socketsPerUser.get(user.id) ?? 0) + adminSockets;
    await post(base, admin, `/v1/users/${user.id}/adjustments`, { figure: 'bonus', amount: 1_00 });
    const due = started + ((n + 1) * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  await new Promise((r) => setTimeout(r, 2000));
  for (const socket of sockets) socket.terminate();
  await server.close();
  latencies.sort((a, b) => a - b);
  return {
    kind,
    delivered,
    expected,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

console.log(
  `\n${socketCount} sockets (${Math.round(socketCount * adminShare)} admin), ${userCount} users, ${eventCount} events at ${rate}/s`,
);
for (const kind of kinds()) {
  const r = await run(kind);
  console.log(
    `${r.kind.padEnd(9)} delivered ${r.delivered}/${r.expected} (${((100 * r.delivered) / r.expected).toFixed(2)} %)  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`,
  );
}
