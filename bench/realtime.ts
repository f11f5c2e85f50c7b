/**
 * Realtime fan-out on the SDK's protocol: N sockets connect with the project only and send a
 * `subscribe` for the users and transactions channels (users watch their own records, 10 % are
 * admins watching everything); then a stream of admin balance adjustments. Prints the delivery
 * rate (delivered / expected user-record events) and p50 / p99 latency from the API call to the
 * socket message. Exits 1 unless every expected event arrives (within 10 s of the last one sent).
 * The sockets live in child processes (`realtime-sockets.ts`), one per server instance; with
 * `--instances 2` or more the servers share one database (decision 051) and each holds its share
 * of the sockets, as a deployment past one process's 20,000 open files would; the admin's calls go
 * to each instance in turn, as a load balancer in front of them would spread them.
 *   npx tsx bench/realtime.ts [--sockets 5000] [--instances 1] [--users 100] [--events 200]
 *     [--rate 50] [--smoke]
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { call } from './api-call.ts';
import { expectStatus, type Member, signInAdmin, signUp } from './accounts.ts';
import type { SocketsAnswer, SocketsRequest } from './realtime-sockets.ts';
import { createStore, type ServerProcess, startServerProcess } from './server-process.ts';
import { instanceStore, startSharedDatabase } from './shared-database.ts';
import { argNumber, atCleanup, check, clockNow, percentile, runBench, sleep } from './support.ts';

const socketCount = argNumber('sockets', 5000, 20);
const instanceCount = argNumber('instances', 1, 1);
const userCount = argNumber('users', 100, 4);
const eventCount = argNumber('events', 200, 10);
const rate = argNumber('rate', 50, 20);
const adminShare = 0.1;

const CHANNELS = [
  'databases.copyvest.collections.users.documents',
  'databases.copyvest.collections.transactions.documents',
];
const holderEntry = fileURLToPath(new URL('./realtime-sockets.ts', import.meta.url));

/** One server on its own embedded PostgreSQL, or several on one shared database. */
async function startServers(): Promise<ServerProcess[]> {
  if (instanceCount === 1) {
    const store = await createStore('realtime');
    atCleanup(() => store.dispose());
    return [await startServerProcess(store)];
  }
  const databaseUrl = await startSharedDatabase('realtime');
  const shared = {
    JWT_SECRET: randomBytes(32).toString('base64url'),
    SECRETS_KEY: randomBytes(32).toString('base64url'),
  };
  // One migrates and makes the first admin; then the others start on the migrated database.
  const first = await startServerProcess(instanceStore('realtime-0', databaseUrl), shared);
  const others = await Promise.all(
    Array.from({ length: instanceCount - 1 }, (_, i) =>
      startServerProcess(instanceStore(`realtime-${i + 1}`, databaseUrl), shared),
    ),
  );
  return [first, ...others];
}

/** A child process holding sockets; its answers arrive through `onAnswer`. */
function startHolder(onAnswer: (answer: SocketsAnswer) => void): ChildProcess {
  const child = fork(holderEntry, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  atCleanup(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
  });
  child.on('message', onAnswer);
  return child;
}

function answerOf<T extends SocketsAnswer['type']>(
  child: ChildProcess,
  type: T,
): Promise<SocketsAnswer & { type: T }> {
  return new Promise((resolve, reject) => {
    const listen = (answer: SocketsAnswer) => {
      if (answer.type === 'failed') reject(new Error(`socket holder: ${answer.message}`));
      if (answer.type !== type) return;
      child.off('message', listen);
      resolve(answer as SocketsAnswer & { type: T });
    };
    child.on('message', listen);
    child.once('exit', (code) => reject(new Error(`socket holder exited with ${code}`)));
  });
}

async function run() {
  const servers = await startServers();
  const base = servers[0]!.url;
  const admin = (await signInAdmin({ base })).cookie;
  const users: Member[] = [];
  for (let i = 0; i < userCount; i++) users.push(await signUp({ base, label: 'watcher' }));

  // Who should receive an event about user U: the sockets of U, and every admin socket. Socket i
  // goes to instance i mod N.
  const socketsPerUser = new Map<string, number>();
  let adminSockets = 0;
  const cookies: string[][] = servers.map(() => []);
  for (let i = 0; i < socketCount; i++) {
    const isAdmin = i < socketCount * adminShare;
    const user = users[i % users.length]!;
    if (isAdmin) adminSockets++;
    else socketsPerUser.set(user.id, (socketsPerUser.get(user.id) ?? 0) + 1);
    cookies[i % servers.length]!.push(isAdmin ? admin : user.cookie);
  }
  const deliveredBy = servers.map(() => 0);
  const holders = servers.map((_, n) =>
    startHolder((answer) => {
      if (answer.type === 'delivered') deliveredBy[n] = answer.count;
    }),
  );
  const connectStarted = performance.now();
  await Promise.all(
    holders.map((holder, n) => {
      const ready = answerOf(holder, 'ready');
      holder.send({
        type: 'open',
        url: `${servers[n]!.url.replace('http', 'ws')}/v1/realtime?project=copyvest`,
        cookies: cookies[n]!,
        channels: CHANNELS,
        firstIndex: n * socketCount,
      } satisfies SocketsRequest);
      return ready;
    }),
  );
  const connectSeconds = (performance.now() - connectStarted) / 1000;

  const sends: Record<string, number[]> = {};
  let expected = 0;
  const started = performance.now();
  for (let n = 0; n < eventCount; n++) {
    const user = users[n % users.length]!;
    (sends[user.id] ??= []).push(clockNow());
    expected += (socketsPerUser.get(user.id) ?? 0) + adminSockets;
    expectStatus(
      await call(servers[n % servers.length]!.url, `/v1/users/${user.id}/adjustments`, {
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
  const deliveredSoFar = () => deliveredBy.reduce((sum, count) => sum + count, 0);
  while (deliveredSoFar() < expected && performance.now() - lastSent < 10_000) await sleep(50);
  const seconds = (performance.now() - started) / 1000;
  const reports = await Promise.all(
    holders.map((holder) => {
      const report = answerOf(holder, 'report');
      holder.send({ type: 'report', sends } satisfies SocketsRequest);
      return report;
    }),
  );
  for (const server of servers) await server.stop();
  const delivered = reports.reduce((sum, report) => sum + report.delivered, 0);
  const latencies = reports.flatMap((report) => report.latencies).sort((a, b) => a - b);
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
    `\n${socketCount} sockets (${Math.round(socketCount * adminShare)} admin) on ${instanceCount} server instance(s), ${userCount} users, ${eventCount} events at ${rate}/s`,
  );
  console.log(
    `connected+subscribed in ${r.connectSeconds.toFixed(1)} s  events sent at ${r.sentPerSecond.toFixed(1)}/s  delivered ${r.delivered}/${r.expected} (${((100 * r.delivered) / r.expected).toFixed(2)} %, ${Math.round(r.perSecond)} messages/s)  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`,
  );
  check(r.delivered === r.expected, `delivered ${r.delivered} of ${r.expected} expected events`);
});
