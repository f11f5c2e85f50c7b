/**
 * Realtime fan-out on the SDK's protocol: N sockets connect with the project only and send a
 * `subscribe` for the users and transactions channels (users watch their own records, 10 % are
 * admins watching everything); then a stream of admin balance adjustments. Prints the delivery
 * rate (delivered / expected user-record events) and p50 / p99 latency from the API call to the
 * socket message. Exits 1 unless every expected event arrives (within 10 s of the last one sent).
 *   npx tsx bench/realtime.ts [--sockets 5000] [--users 100] [--events 200] [--rate 50] [--smoke]
 */
import WebSocket from 'ws';
import { call } from './api-call.ts';
import { expectStatus, type Member, signInAdmin, signUp } from './accounts.ts';
import { createStore, startServerProcess } from './server-process.ts';
import { argNumber, check, percentile, runBench, sleep } from './support.ts';

const socketCount = argNumber('sockets', 5000, 20);
const userCount = argNumber('users', 100, 4);
const eventCount = argNumber('events', 200, 10);
const rate = argNumber('rate', 50, 20);
const adminShare = 0.1;

const CHANNELS = [
  'databases.copyvest.collections.users.documents',
  'databases.copyvest.collections.transactions.documents',
];

async function run() {
  const store = await createStore('realtime');
  const server = await startServerProcess(store);
  const base = server.url;
  const wsBase = base.replace('http', 'ws');
  const admin = (await signInAdmin({ base })).cookie;
  const users: Member[] = [];
  for (let i = 0; i < userCount; i++) users.push(await signUp({ base, label: 'watcher' }));

  // Who should receive an event about user U: the sockets of U, and every admin socket.
  const sent = new Map<string, number>(); // user id → send time of the latest adjustment
  const latencies: number[] = [];
  let delivered = 0;
  const socketsPerUser = new Map<string, number>();
  let adminSockets = 0;
  const sockets: WebSocket[] = [];
  const ready: Promise<void>[] = [];
  const connectStarted = performance.now();
  for (let i = 0; i < socketCount; i++) {
    const isAdmin = i < socketCount * adminShare;
    const user = users[i % users.length]!;
    if (isAdmin) adminSockets++;
    else socketsPerUser.set(user.id, (socketsPerUser.get(user.id) ?? 0) + 1);
    const socket = new WebSocket(`${wsBase}/v1/realtime?project=copyvest`, {
      headers: { cookie: isAdmin ? admin : user.cookie },
    });
    ready.push(
      new Promise((resolve, reject) => {
        socket.on('message', (raw) => {
          const message = JSON.parse(raw.toString());
          if (message.type === 'connected') {
            socket.send(
              JSON.stringify({
                type: 'subscribe',
                data: [{ subscriptionId: `s${i}`, channels: CHANNELS }],
              }),
            );
            return;
          }
          if (message.type === 'response' && message.data.to === 'subscribe') return resolve();
          if (message.type !== 'event' || message.data.payload.$collectionId !== 'users') return;
          const started = sent.get(message.data.payload.$id);
          if (started !== undefined) {
            delivered++;
            latencies.push(performance.now() - started);
          }
        });
        socket.on('error', reject);
      }),
    );
    sockets.push(socket);
    if (i % 500 === 499) await Promise.all(ready.slice(-500));
  }
  await Promise.all(ready);
  const connectSeconds = (performance.now() - connectStarted) / 1000;

  let expected = 0;
  const started = performance.now();
  for (let n = 0; n < eventCount; n++) {
    const user = users[n % users.length]!;
    sent.set(user.id, performance.now());
    expected += (socketsPerUser.get(user.id) ?? 0) + adminSockets;
    expectStatus(
      await call(base, `/v1/users/${user.id}/adjustments`, {
        body: { figure: 'bonus', amount: 1_00 },
        cookie: admin,
        keepAlive: true,
      }),
      200,
      'adjustment',
    );
    const due = started + ((n + 1) * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  // The API's own pace under this load may be below the asked rate: report what was achieved.
  const sentPerSecond = eventCount / ((performance.now() - started) / 1000);
  const lastSent = performance.now();
  while (delivered < expected && performance.now() - lastSent < 10_000) await sleep(50);
  const seconds = (performance.now() - started) / 1000;
  for (const socket of sockets) socket.terminate();
  await server.stop();
  await store.dispose();
  latencies.sort((a, b) => a - b);
  return {
    connectSeconds,
    delivered,
    expected,
    perSecond: delivered / seconds,
    sentPerSecond,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

await runBench(async () => {
  const r = await run();
  console.log(
    `\n${socketCount} sockets (${Math.round(socketCount * adminShare)} admin), ${userCount} users, ${eventCount} events at ${rate}/s`,
  );
  console.log(
    `connected+subscribed in ${r.connectSeconds.toFixed(1)} s  events sent at ${r.sentPerSecond.toFixed(1)}/s  delivered ${r.delivered}/${r.expected} (${((100 * r.delivered) / r.expected).toFixed(2)} %, ${Math.round(r.perSecond)} messages/s)  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`,
  );
  check(r.delivered === r.expected, `delivered ${r.delivered} of ${r.expected} expected events`);
});
