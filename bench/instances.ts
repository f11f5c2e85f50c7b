/**
 * Three server processes on one PostgreSQL, behind a round-robin HTTP and WebSocket proxy
 * (decision 051): each instance has its own DATA_DIR and port and the same JWT_SECRET,
 * SECRETS_KEY and DATABASE_URL. Proves, one row each, and exits 1 on any wrong answer:
 *   (1) writes through instance A reach realtime sockets on B and C (delivery, p50/p99 latency);
 *   (2) the sign-in limit holds across instances (failures spread over A, B, C: the next attempt
 *       is 429 on each);
 *   (3) an Idempotency-Key holds across instances (a deposit retried on B and C replays A's answer,
 *       the same key sent to all three at once makes one row);
 *   (4) the background jobs run once across instances: the test clock moved through all three at
 *       once, every (trade, day) is paid once, the outbox delivers each mail once, the books
 *       reconcile;
 *   (6) an official-SDK chunked upload whose chunks land on different instances assembles (only
 *       when the server has STORAGE_DRIVER=s3 and `s3rver` is installed: otherwise skipped);
 *   (5) kill -9 of one instance under money load through the proxy (clients retry with the same
 *       key): nothing lost, nothing duplicated, no double accrual, 0 ledger anomalies, and the
 *       others keep answering.
 *   npx tsx bench/instances.ts [--events 200] [--investors 6] [--users 16] [--clients 12]
 *     [--seconds 8] [--after 6] [--upload-mb 12] [--smoke]
 * Set DATABASE_URL to make the bench's database on that PostgreSQL server instead of an embedded one.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { openPostgres, rowsOf, type Database } from '../apps/server/src/db/client.ts';
import { outboxDelivery, startMailReceiver } from './mail-receiver.ts';
import {
  createPaymentMethod,
  expectStatus,
  fund,
  type Member,
  signInAdmin,
  signUp,
} from './accounts.ts';
import { type Answer, call, closeAgents } from './api-call.ts';
import { ledgerAnomalies } from './ledger-anomalies.ts';
import { freePort, type ServerProcess, startServerProcess } from './server-process.ts';
import { instanceStore, startSharedDatabase } from './shared-database.ts';
import { argNumber, atCleanup, check, percentile, runBench, sleep, smoke } from './support.ts';

const eventCount = argNumber('events', 200, 20);
const investorCount = argNumber('investors', 6, 2);
const userCount = argNumber('users', 16, 4);
const clientCount = argNumber('clients', 12, 4);
const secondsBeforeKill = argNumber('seconds', 8, 2);
const secondsAfterKill = argNumber('after', 6, 2);
const uploadMb = argNumber('upload-mb', 12, 6);
/** The accrual phase's plan: its days, paid by clock moves of three days at once. */
const ROUNDS = smoke ? 1 : 2;
const PLAN_DAYS = ROUNDS * 3;
const LOGIN_MAX_FAILURES = 5;
const NAMES = ['A', 'B', 'C'] as const;
const DAY_MS = 86_400_000;

const rows: string[] = [];
function row(text: string): void {
  rows.push(text);
  console.log(text);
}

// ---------------------------------------------------------------------------------------------
// The proxy: each request and each WebSocket goes to the next instance.

interface Upstream {
  name: string;
  port: number;
  /** Off once a connection to it was refused (a passive health check). */
  up: boolean;
  requests: number;
  sockets: number;
}

interface Proxy {
  url: string;
  upstreams: Upstream[];
  /** Requests whose connection was refused by a dead instance and went to the next one. */
  rerouted: number;
  /** Requests cut by an instance dying with them (answered 502). */
  cut: number;
}

type Forwarded = 'answered' | 'refused' | 'cut';

function forward(
  target: Upstream,
  request: http.IncomingMessage,
  body: Buffer,
  response: http.ServerResponse,
): Promise<Forwarded> {
  return new Promise((resolve) => {
    const upstream = http.request({
      host: '127.0.0.1',
      port: target.port,
      method: request.method,
      path: request.url,
      headers: request.headers,
      // A new connection each time: a refused one proves the request never reached the instance.
      agent: false,
    });
    let answered = false;
    upstream.on('response', (answer) => {
      answered = true;
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      answer.on('end', () => resolve('answered'));
      answer.on('error', () => {
        response.destroy();
        resolve('cut');
      });
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) {
        response.destroy();
        return resolve('cut');
      }
      if (error.code === 'ECONNREFUSED') return resolve('refused');
      response.writeHead(502).end();
      resolve('cut');
    });
    upstream.end(body);
  });
}

async function startProxy(upstreams: Upstream[]): Promise<Proxy> {
  let turn = 0;
  const next = (): Upstream | undefined => {
    for (let i = 0; i < upstreams.length; i++) {
      const candidate = upstreams[turn++ % upstreams.length]!;
      if (candidate.up) return candidate;
    }
    return undefined;
  };
  const proxy: Proxy = { url: '', upstreams, rerouted: 0, cut: 0 };
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    for (;;) {
      const target = next();
      if (!target) {
        response.writeHead(502).end();
        return;
      }
      target.requests += 1;
      const outcome = await forward(target, request, body, response);
      if (outcome === 'refused') {
        target.up = false;
        proxy.rerouted += 1;
        continue;
      }
      if (outcome === 'cut') proxy.cut += 1;
      return;
    }
  });
  server.on('upgrade', (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const target = next();
    if (!target) return socket.destroy();
    target.sockets += 1;
    const upstream = net.connect(target.port, '127.0.0.1', () => {
      let raw = `${request.method} ${request.url} HTTP/1.1\r\n`;
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        raw += `${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}\r\n`;
      }
      upstream.write(`${raw}\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  atCleanup(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  proxy.url = `http://127.0.0.1:${port}`;
  return proxy;
}

// ---------------------------------------------------------------------------------------------
// S3 (step 6): only when the built server knows STORAGE_DRIVER=s3 and s3rver is installed.

const serverBundle = fileURLToPath(new URL('../apps/server/dist/server.js', import.meta.url));

function s3Support(): { s3rver: string } | { skipped: string } {
  const bundle = fs.existsSync(serverBundle) ? fs.readFileSync(serverBundle, 'utf8') : '';
  if (!bundle.includes('S3_BUCKET')) return { skipped: 'no S3 driver' };
  try {
    const require = createRequire(import.meta.url);
    return { s3rver: require.resolve('s3rver') };
  } catch {
    return { skipped: 'no S3 driver (s3rver is not installed)' };
  }
}

/** s3rver in a process of its own, with one bucket; returns the instances' S3 environment. */
async function startS3rver(entry: string): Promise<Record<string, string>> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'copyvest-bench-s3-'));
  const port = await freePort();
  const bucket = 'copyvest-instances';
  const script = `
    const S3rver = require(${JSON.stringify(entry)});
    new S3rver({ port: ${port}, address: '127.0.0.1', directory: ${JSON.stringify(directory)},
      silent: true, configureBuckets: [{ name: ${JSON.stringify(bucket)} }] })
      .run().then(() => console.log('s3rver ready'));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  atCleanup(async () => {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(directory, { recursive: true, force: true });
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('s3rver ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code})`)));
  });
  return {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
}

// ---------------------------------------------------------------------------------------------

const keyed = (key: string) => ({ 'idempotency-key': key });

async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [result] = rowsOf<{ n: number }>(await database.db.execute(query));
  return Number(result?.n ?? 0);
}

/** Waits until `condition` holds, checking every 100 ms, for at most `ms`; returns whether it did. */
async function until(condition: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
}

/** The summary's figures, set by the steps. */
let realtimeDelivery = 0;
let doubleAccruals = 0;
let lostTotal = 0;
let duplicatedTotal = 0;

await runBench(async () => {
  const began = performance.now();
  const databaseUrl = await startSharedDatabase('instances');
  const mail = await startMailReceiver();
  const s3 = s3Support();
  const s3Env = 's3rver' in s3 ? await startS3rver(s3.s3rver) : {};
  const shared = {
    JWT_SECRET: randomBytes(32).toString('base64url'),
    SECRETS_KEY: randomBytes(32).toString('base64url'),
    // The test clock is refused in production: the instances run as in the tests otherwise.
    NODE_ENV: 'test',
    TEST_CLOCK: 'enabled',
    SESSION_DAYS: '365',
    ACCRUAL_MODE: 'timer',
    ACCRUAL_INTERVAL_SECONDS: '1',
    RECONCILE_INTERVAL_MINUTES: '1',
    ...mail.env,
    MAIL_POLL_INTERVAL_MS: '500',
    LOGIN_MAX_FAILURES_PER_EMAIL: String(LOGIN_MAX_FAILURES),
    REQUEST_QUEUE_TIMEOUT_MS: '60000',
    // The jobs' lines ("profit accrued", "the books reconcile") tell which instance ran them.
    LOG_LEVEL: 'info',
    ...s3Env,
  };
  // All three at once on the empty database: one migrates and makes the first admin.
  const instances: ServerProcess[] = await Promise.all(
    NAMES.map((name) => startServerProcess(instanceStore(name, databaseUrl), shared, 120_000)),
  );
  const [A, B, C] = instances as [ServerProcess, ServerProcess, ServerProcess];
  const upstreams: Upstream[] = instances.map((instance, i) => ({
    name: NAMES[i]!,
    port: Number(new URL(instance.url).port),
    up: true,
    requests: 0,
    sockets: 0,
  }));
  const proxy = await startProxy(upstreams);
  const via = proxy.url;
  const database = openPostgres(databaseUrl, 4);
  atCleanup(() => database.close());
  console.log(
    `3 instances (${instances.map((s, i) => `${NAMES[i]} ${s.url}`).join(', ')}) behind ${via}, started in ${((performance.now() - began) / 1000).toFixed(1)} s\n`,
  );

  const admin = await signInAdmin({ base: via });
  const methodId = await createPaymentMethod({ base: via, admin });
  const adminPost = (base: string, url: string, body: unknown = {}) =>
    call(base, url, { body, cookie: admin.cookie });

  // (1) realtime across instances ---------------------------------------------------------------
  {
    const watchers: Member[] = [];
    for (let i = 0; i < 3; i++) watchers.push(await signUp({ base: via, label: 'watcher' }));
    const sent = new Map<string, number>();
    // Events per socket group and watcher. The hub publishes a record's state as it is when the
    // notice is published (`loadChanges`): two writes that reach a busy instance in one batch are
    // two events carrying the latest state. So each write must bring one event to each group, and
    // the last must show the last write; an event more is a duplicate.
    const received = new Map<string, number>();
    const lastSeen = new Map<string, number>();
    const latencies: number[] = [];
    const sockets: WebSocket[] = [];
    const ready: Promise<void>[] = [];
    // Each watcher's socket on B and on C, and one through the proxy (the next instance each).
    const targets = [B.url, C.url, via];
    for (const [s, target] of targets.entries()) {
      for (const [w, watcher] of watchers.entries()) {
        const socket = new WebSocket(
          `${target.replace('http', 'ws')}/v1/realtime?project=copyvest`,
          { headers: { cookie: watcher.cookie } },
        );
        sockets.push(socket);
        ready.push(
          new Promise((resolve, reject) => {
            socket.on('error', reject);
            socket.on('message', (raw) => {
              const message = JSON.parse(raw.toString());
              if (message.type === 'connected') {
                socket.send(
                  JSON.stringify({
                    type: 'subscribe',
                    data: [
                      {
                        subscriptionId: `s${s}-${w}`,
                        channels: ['databases.copyvest.collections.users.documents'],
                      },
                    ],
                  }),
                );
              } else if (message.type === 'response' && message.data.to === 'subscribe') {
                resolve();
              } else if (message.type === 'event') {
                const payload = message.data.payload;
                const started = sent.get(`${payload.$id}:${Number(payload.bonus)}`);
                if (started === undefined) return;
                const group = `${s}:${payload.$id}`;
                received.set(group, (received.get(group) ?? 0) + 1);
                lastSeen.set(group, Math.max(lastSeen.get(group) ?? 0, Number(payload.bonus)));
                latencies.push(performance.now() - started);
              }
            });
          }),
        );
      }
    }
    await Promise.all(ready);
    const bonus = new Map<string, number>();
    for (let n = 0; n < eventCount; n++) {
      const watcher = watchers[n % watchers.length]!;
      const next = (bonus.get(watcher.id) ?? 0) + 1;
      bonus.set(watcher.id, next);
      sent.set(`${watcher.id}:${next}`, performance.now());
      expectStatus(
        await call(A.url, `/v1/users/${watcher.id}/adjustments`, {
          body: { figure: 'bonus', amount: 1_00 },
          cookie: admin.cookie,
          keepAlive: true,
        }),
        200,
        'adjustment on A',
      );
    }
    const expected = eventCount * targets.length;
    const groups = targets.flatMap((_, s) =>
      watchers.map((watcher) => ({
        group: `${s}:${watcher.id}`,
        writes: bonus.get(watcher.id) ?? 0,
      })),
    );
    const deliveredSoFar = () =>
      groups.reduce(
        (sum, { group, writes }) => sum + Math.min(received.get(group) ?? 0, writes),
        0,
      );
    await until(async () => deliveredSoFar() >= expected, 10_000);
    for (const socket of sockets) socket.terminate();
    latencies.sort((a, b) => a - b);
    const delivered = deliveredSoFar();
    const duplicates = groups.reduce(
      (sum, { group, writes }) => sum + Math.max(0, (received.get(group) ?? 0) - writes),
      0,
    );
    const stale = groups.filter(({ group, writes }) => lastSeen.get(group) !== writes).length;
    const delivery = (100 * delivered) / expected;
    row(
      `(1) realtime   ${eventCount} writes on A → sockets on B, on C and through the proxy (on ${upstreams.map((u) => `${u.name} ${u.sockets}`).join(', ')}): ${delivered}/${expected} delivered (${delivery.toFixed(1)} %), ${duplicates} duplicated, ${stale} ending on a stale state, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );
    check(delivered === expected, `realtime: ${delivered} of ${expected} events delivered`);
    check(duplicates === 0, `realtime: ${duplicates} events delivered twice`);
    check(stale === 0, `realtime: ${stale} sockets' last event is not the last write`);
    realtimeDelivery = delivery;
  }

  // (2) the sign-in limit across instances ------------------------------------------------------
  {
    const target = await signUp({ base: via, label: 'limited' });
    const failures: string[] = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const answer = await call(instances[i % 3]!.url, '/v1/account/sessions/email', {
        body: { email: target.email, password: 'not-the-password-1' },
      });
      failures.push(`${NAMES[i % 3]} ${answer.status}`);
      check(answer.status === 401, `sign-in failure ${i + 1} on ${NAMES[i % 3]}: ${answer.status}`);
    }
    const next: string[] = [];
    for (const [i, instance] of instances.entries()) {
      const answer = await call(instance.url, '/v1/account/sessions/email', {
        body: { email: target.email, password: target.password },
      });
      next.push(`${NAMES[i]} ${answer.status}`);
      check(answer.status === 429, `the attempt after the limit on ${NAMES[i]}: ${answer.status}`);
    }
    row(
      `(2) sign-in    ${LOGIN_MAX_FAILURES} failures (${failures.join(', ')}) → the right password next: ${next.join(', ')}`,
    );
  }

  // (3) an Idempotency-Key across instances -----------------------------------------------------
  {
    const payer = await signUp({ base: via, label: 'keyed', activateWith: admin });
    const deposit = (base: string, key: string, amount = 12_34) =>
      call(base, '/v1/deposits', {
        body: { paymentMethodId: methodId, amount },
        cookie: payer.cookie,
        headers: keyed(key),
      });
    const key = `instances-${process.pid}-first`;
    const first = await deposit(A.url, key);
    const retries = [await deposit(B.url, key), await deposit(C.url, key)];
    const same = retries.every(
      (r) =>
        r.status === first.status &&
        JSON.stringify(r.body) === JSON.stringify(first.body) &&
        r.headers['idempotent-replayed'] === 'true',
    );
    check(first.status === 201, `keyed deposit on A: ${first.status}`);
    check(same, `the retries on B and C: ${retries.map((r) => r.status).join(', ')}`);
    // The same key sent to the three at once: one runs, the others wait for it and replay it.
    const racingKey = `instances-${process.pid}-racing`;
    const racing = await Promise.all(instances.map((s) => deposit(s.url, racingKey, 23_45)));
    const racingIds = new Set(racing.map((r) => (r.body as { $id?: string })?.$id));
    check(
      racing.every((r) => r.status === 201) && racingIds.size === 1,
      `one key on three instances at once: ${racing.map((r) => r.status).join(', ')}`,
    );
    const otherBody = await deposit(C.url, key, 99_99);
    check(otherBody.status === 422, `the key with another body on C: ${otherBody.status}`);
    const stored = await count(
      database,
      sql`SELECT count(*)::int AS n FROM transactions WHERE user_id = ${payer.id} AND kind = 'deposit'`,
    );
    check(stored === 2, `two keys made ${stored} deposits`);
    row(
      `(3) idempotency deposit on A ${first.status}, retried on B ${retries[0]!.status} and C ${retries[1]!.status} (${same ? 'the same answer, replayed' : 'DIFFERENT answers'}); one key on A, B, C at once: ${racing.map((r) => r.status).join('/')}, ${racingIds.size} deposit; another body: ${otherBody.status}; ${stored} rows for 2 keys`,
    );
  }

  // (4) background jobs across instances --------------------------------------------------------
  const outboxDrained = () =>
    until(
      async () =>
        (await count(
          database,
          sql`SELECT count(*)::int AS n FROM mail_outbox WHERE status IN ('pending', 'sending')`,
        )) === 0,
      30_000,
    );
  {
    const plan = expectStatus(
      await adminPost(via, '/v1/plans', {
        title: 'Instances Short Plan',
        min: 10_00,
        max: 1_000_000_00,
        roi: 1,
        days: PLAN_DAYS,
      }),
      201,
      'short plan',
    ).body.$id as string;
    const tradeIds: string[] = [];
    for (let i = 0; i < investorCount; i++) {
      const investor = await signUp({ base: via, label: 'investor', activateWith: admin });
      await fund({ base: via, admin, methodId, member: investor, amount: 500_00 });
      const trade = expectStatus(
        await call(via, '/v1/trades', {
          body: { planId: plan, amount: 100_00 + i },
          cookie: investor.cookie,
        }),
        201,
        'trade',
      );
      tradeIds.push(trade.body.$id as string);
    }
    const offsets: string[] = [];
    const inline: number[] = [0, 0, 0];
    for (let round = 0; round < ROUNDS; round++) {
      // A mail being sent while the clock jumps past its lease would be taken again (as from a
      // dead worker): the outbox is empty before each move.
      await outboxDrained();
      // A day on each instance at once: three accrual runs racing for the same days.
      const moves = await Promise.all(
        instances.map((s) => adminPost(s.url, '/v1/test/clock', { advanceDays: 1 })),
      );
      for (const [i, move] of moves.entries()) {
        expectStatus(move, 200, `clock on ${NAMES[i]}`);
        inline[i]! += (move.body.accrual?.paid as number) ?? 0;
      }
      // The three see the same clock.
      const agreed = await until(async () => {
        const seen = await Promise.all(
          instances.map((s) => call(s.url, '/v1/test/clock', { cookie: admin.cookie })),
        );
        return seen.every((s) => s.body?.offsetMs === (round + 1) * 3 * DAY_MS);
      }, 10_000);
      check(agreed, `the instances' clocks after round ${round + 1} differ`);
      offsets.push(`+${(round + 1) * 3} d`);
    }
    const closed = await until(
      async () =>
        (await count(
          database,
          sql`SELECT count(*)::int AS n FROM trades WHERE status = 'closed' AND id IN (${sql.join(
            tradeIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )) === tradeIds.length,
      30_000,
    );
    check(closed, 'the short plan’s trades did not all mature and close');
    const accruals = rowsOf<{ reference: string; n: number }>(
      await database.db.execute(sql`
        SELECT reference, count(*)::int AS n FROM ledger_transfers
        WHERE reason = 'accrual' AND reference IN (${sql.join(
          tradeIds.map((id) => sql`${id}`),
          sql`, `,
        )}) GROUP BY reference`),
    );
    const paidDays = accruals.reduce((sum, r) => sum + r.n, 0);
    const doubles = await count(
      database,
      sql`SELECT count(*)::int AS n FROM (SELECT reference, created_at FROM ledger_transfers
        WHERE reason = 'accrual' GROUP BY reference, created_at HAVING count(*) > 1) d`,
    );
    check(
      paidDays === tradeIds.length * PLAN_DAYS && accruals.every((r) => r.n === PLAN_DAYS),
      `accrual: ${paidDays} (trade, day) payments for ${tradeIds.length} trades × ${PLAN_DAYS} days`,
    );
    check(doubles === 0, `accrual: ${doubles} (trade, day) paid twice`);
    doubleAccruals = doubles;
    // Which instances' timers paid (their log lines) besides the clock moves' own runs.
    const timerRuns = instances.map(
      (s) =>
        s
          .output()
          .split('\n')
          .filter((l) => l.includes('"msg":"profit accrued"')).length,
    );
    const delivery = await outboxDelivery(database, mail);
    check(delivery.drained, 'the mail outbox did not drain');
    const { queued, sentOnce, sentTwice, notSent } = delivery;
    check(
      sentOnce === queued,
      `mail: ${queued} queued, ${sentOnce} sent once, ${sentTwice} twice, ${notSent} not sent`,
    );
    const matured = await count(
      database,
      sql`SELECT count(*)::int AS n FROM mail_outbox WHERE template = 'trade-matured'`,
    );
    check(matured === tradeIds.length, `trade-matured mails: ${matured} for ${tradeIds.length}`);
    const reconcile = await adminPost(via, '/v1/test/reconcile');
    const runs = rowsOf<{ n: number; ok: boolean }>(
      await database.db.execute(
        sql`SELECT count(*)::int AS n, coalesce(bool_and(ok), true) AS ok FROM reconciliations`,
      ),
    )[0]!;
    check(
      reconcile.status === 200 && reconcile.body.ok === true,
      `reconciliation: ${JSON.stringify(reconcile.body).slice(0, 300)}`,
    );
    check(runs.ok, 'a stored reconciliation found anomalies');
    row(
      `(4) jobs       clock ${offsets.join(', ')} (a day on A, B and C at once, all three agreeing): ${paidDays} (trade, day) payments for ${tradeIds.length} trades × ${PLAN_DAYS} days, ${doubles} twice (runs paid by the moves on A/B/C ${inline.map((c) => `${c / 100} $`).join('/')}, timer runs that paid A/B/C ${timerRuns.join('/')}); mail: ${queued} queued, ${sentOnce} sent once, ${sentTwice} twice; reconciliation: ${runs.n} runs stored, ${runs.ok ? 'all ok' : 'ANOMALIES'}, now ${reconcile.body.anomalies?.length ?? '?'} anomalies`,
    );
  }

  // (6) a chunked upload across instances -------------------------------------------------------
  if ('skipped' in s3) {
    row(`(6) upload     skipped: ${s3.skipped}`);
  } else {
    const uploader = await signUp({ base: via, label: 'uploader', activateWith: admin });
    const { Client, ID, Storage } = await import('appwrite');
    const sharp = (await import('sharp')).default;
    // Noise does not compress: a PNG about uploadMb MB, sent by the SDK in 5 MB chunks.
    const side = Math.ceil(Math.sqrt((uploadMb * 1024 * 1024) / 3));
    const png = await sharp({
      create: {
        width: side,
        height: side,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const before = upstreams.map((u) => u.requests);
    const client = new Client()
      .setEndpoint(`${via}/v1`)
      .setProject('copyvest')
      .setSession(uploader.cookie.slice(uploader.cookie.indexOf('=') + 1));
    const storage = new Storage(client);
    const created = await storage.createFile({
      bucketId: 'uploads',
      fileId: ID.unique(),
      file: new File([new Uint8Array(png)], 'instances.png', { type: 'image/png' }),
    });
    const chunksPer = upstreams.map((u, i) => `${u.name} ${u.requests - before[i]!}`);
    const download = await fetch(
      `${via}/v1/storage/buckets/uploads/files/${created.$id}/download?project=copyvest`,
      { headers: { cookie: uploader.cookie } },
    );
    const bytes = Buffer.from(await download.arrayBuffer());
    const sameBytes =
      createHash('sha256').update(bytes).digest('hex') ===
      createHash('sha256').update(png).digest('hex');
    check(
      created.chunksUploaded === created.chunksTotal && created.chunksTotal > 1,
      `upload: ${created.chunksUploaded}/${created.chunksTotal} chunks`,
    );
    check(
      download.status === 200 && sameBytes,
      `download of the assembled file: ${download.status}`,
    );
    row(
      `(6) upload     ${(png.length / 1024 / 1024).toFixed(1)} MB in ${created.chunksTotal} chunks through the proxy (requests ${chunksPer.join(', ')}): ${sameBytes ? 'assembled, the same bytes back' : 'DIFFERENT bytes'}`,
    );
  }

  // (5) kill -9 under money load ----------------------------------------------------------------
  {
    const plan = expectStatus(
      await adminPost(via, '/v1/plans', {
        title: 'Instances Long Plan',
        min: 10_00,
        max: 1_000_000_00,
        roi: 1,
        days: 365,
      }),
      201,
      'long plan',
    ).body.$id as string;
    const users: Member[] = [];
    for (let i = 0; i < userCount; i++) {
      const member = await signUp({ base: via, label: 'load', activateWith: admin });
      await fund({ base: via, admin, methodId, member, amount: 5_000_00 });
      users.push(member);
    }
    const claimsBefore = await count(
      database,
      sql`SELECT count(*)::int AS n FROM transactions WHERE kind = 'profit_claim'`,
    );
    type Kind = 'deposit' | 'approve' | 'withdrawal' | 'trade' | 'claim' | 'day';
    const OK: Record<Kind, number> = {
      deposit: 201,
      approve: 200,
      withdrawal: 201,
      trade: 201,
      claim: 200,
      day: 200,
    };
    interface Op {
      n: number;
      kind: Kind;
      user: Member;
      key: string;
      path: string;
      body: Record<string, unknown>;
      /** The final answer (a success or a refusal); undefined if none came. */
      final?: Answer;
    }
    interface Attempt {
      kind: Kind;
      status: number;
      body: unknown;
      startedAt: number;
      endedAt: number;
    }
    const ops: Op[] = [];
    const attempts: Attempt[] = [];
    const unexpected: string[] = [];
    const pendingDeposits: string[] = [];
    let counter = 0;
    let days = 0;
    /** When kill -9 was sent, and when the instance was gone. */
    let killedAt = Number.POSITIVE_INFINITY;
    let goneAt = Number.POSITIVE_INFINITY;
    let stopAt = Number.POSITIVE_INFINITY;
    const transient = (answer: Answer) =>
      answer.status <= 0 ||
      answer.status >= 500 ||
      (answer.status === 409 && answer.body?.type === 'idempotency_key_in_flight');
    const send = async (op: Op) => {
      // Retried (the same key) against the next instance until an answer that is not transient.
      const deadline = Date.now() + 45_000;
      for (;;) {
        const startedAt = performance.now();
        const answer = await call(via, op.path, {
          body: op.body,
          cookie: op.kind === 'approve' || op.kind === 'day' ? admin.cookie : op.user.cookie,
          headers: op.key ? keyed(op.key) : undefined,
          timeoutMs: 30_000,
        });
        attempts.push({
          kind: op.kind,
          status: answer.status,
          body: answer.body,
          startedAt,
          endedAt: performance.now(),
        });
        if (answer.status >= 500 && answer.status !== 502 && answer.status !== 503) {
          unexpected.push(
            `${op.kind}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
          );
        }
        if (!transient(answer) || op.kind === 'day' || Date.now() > deadline) {
          if (!transient(answer)) op.final = answer;
          return answer;
        }
        await sleep(50);
      }
    };
    const random = (below: number) => Math.floor(Math.random() * below);
    const worker = async () => {
      while (performance.now() < stopAt) {
        counter += 1;
        const n = counter;
        const user = users[random(users.length)]!;
        const roll = Math.random();
        const key = `instances-${process.pid}-op-${n}`;
        let op: Op;
        if (roll < 0.3) {
          op = {
            n,
            kind: 'deposit',
            user,
            key,
            path: '/v1/deposits',
            body: { paymentMethodId: methodId, amount: 20_00 + n },
          };
        } else if (roll < 0.5) {
          const id = pendingDeposits.shift();
          if (!id) continue;
          op = {
            n,
            kind: 'approve',
            user,
            key: '',
            path: `/v1/admin/transactions/${id}/approve`,
            body: {},
          };
        } else if (roll < 0.65) {
          op = {
            n,
            kind: 'withdrawal',
            user,
            key,
            path: '/v1/withdrawals',
            body: {
              paymentMethodId: methodId,
              amount: 1_00 + random(10_00),
              walletAddress: `instances-${process.pid}-${n}`,
            },
          };
        } else if (roll < 0.82) {
          op = {
            n,
            kind: 'trade',
            user,
            key,
            path: '/v1/trades',
            body: { planId: plan, amount: 10_00 + n },
          };
        } else if (roll < 0.97 || days >= 20) {
          op = { n, kind: 'claim', user, key, path: '/v1/trades/claim', body: {} };
        } else {
          days += 1;
          op = {
            n,
            kind: 'day',
            user,
            key: '',
            path: '/v1/test/clock',
            body: { advanceDays: 1 },
          };
        }
        ops.push(op);
        const answer = await send(op);
        if (op.kind === 'deposit' && answer.status === 201) {
          pendingDeposits.push(answer.body.$id as string);
        }
      }
    };
    const started = performance.now();
    stopAt = started + (secondsBeforeKill + secondsAfterKill) * 1000;
    const load = Promise.all(Array.from({ length: clientCount }, () => worker()));
    await sleep(secondsBeforeKill * 1000);
    killedAt = performance.now();
    await B.kill9();
    goneAt = performance.now();
    await load;
    const elapsed = (performance.now() - started) / 1000;

    // What the books say about every operation.
    const found = new Map<string, number>();
    for (const r of rowsOf<{ id: string; n: number }>(
      await database.db.execute(sql`
        SELECT CASE WHEN kind = 'withdrawal' THEN 'w:' || wallet_address
          ELSE kind || ':' || user_id || ':' || amount::text END AS id, count(*)::int AS n
        FROM transactions WHERE kind IN ('deposit', 'withdrawal', 'investment') GROUP BY 1`),
    )) {
      found.set(r.id, r.n);
    }
    const idOf = (op: Op) =>
      op.kind === 'withdrawal'
        ? `w:${op.body.walletAddress}`
        : `${op.kind === 'trade' ? 'investment' : 'deposit'}:${op.user.id}:${op.body.amount}`;
    let lost = 0;
    let duplicated = 0;
    let unanswered = 0;
    const samples: string[] = [];
    const done = (op: Op) => op.final !== undefined && op.final.status === OK[op.kind];
    for (const op of ops) {
      if (op.final === undefined && op.kind !== 'day') unanswered += 1;
      if (op.kind !== 'deposit' && op.kind !== 'withdrawal' && op.kind !== 'trade') continue;
      const times = found.get(idOf(op)) ?? 0;
      if (done(op) && times === 0) {
        lost += 1;
        samples.push(`lost ${op.kind} ${op.key}`);
      }
      if (times > 1 || (op.final !== undefined && !done(op) && times > 0)) {
        duplicated += 1;
        samples.push(`${op.kind} ${op.key} ×${times} (answer ${op.final?.status})`);
      }
    }
    // Approvals: every acknowledged one is a successful deposit.
    const approved = ops.filter((op) => op.kind === 'approve' && done(op));
    const approvedIds = approved.map((op) => op.path.split('/')[4]!);
    const succeeded =
      approvedIds.length === 0
        ? 0
        : await count(
            database,
            sql`SELECT count(*)::int AS n FROM transactions WHERE status = 'success' AND id IN (${sql.join(
              approvedIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          );
    lost += approvedIds.length - succeeded;
    // Claims: each acknowledged claim is one profit claim in the books, and no more.
    const claimsAcknowledged = ops.filter((op) => op.kind === 'claim' && done(op)).length;
    const claimsStored =
      (await count(
        database,
        sql`SELECT count(*)::int AS n FROM transactions WHERE kind = 'profit_claim'`,
      )) - claimsBefore;
    if (claimsStored < claimsAcknowledged) lost += claimsAcknowledged - claimsStored;
    if (claimsStored > claimsAcknowledged) duplicated += claimsStored - claimsAcknowledged;
    const doubles = await count(
      database,
      sql`SELECT count(*)::int AS n FROM (SELECT reference, created_at FROM ledger_transfers
        WHERE reason = 'accrual' GROUP BY reference, created_at HAVING count(*) > 1) d`,
    );
    doubleAccruals += doubles;
    const anomalies = await ledgerAnomalies({
      env: {},
      dataDir: '',
      databaseUrl,
      dispose: async () => {},
    });
    const reconcile = await adminPost(via, '/v1/test/reconcile');
    // After the kill, answers to requests sent after it that were no answer at all.
    // Requests sent once the instance was gone; the others were in flight with it.
    const afterKill = attempts.filter((a) => a.startedAt > goneAt);
    const failedAfterKill = afterKill.filter((a) => a.status <= 0 || a.status >= 500).length;
    const inFlight = attempts.filter(
      (a) => a.startedAt <= goneAt && a.endedAt >= killedAt && (a.status <= 0 || a.status >= 500),
    ).length;
    const byKind = (Object.keys(OK) as Kind[])
      .map((kind) => {
        const mine = ops.filter((op) => op.kind === kind);
        return `${kind} ${mine.filter(done).length}/${mine.length}`;
      })
      .join(', ');
    row(
      `(5) kill -9    ${clientCount} clients, ${ops.length} operations in ${elapsed.toFixed(1)} s (${(ops.length / elapsed).toFixed(0)}/s; done/sent: ${byKind}); B killed after ${secondsBeforeKill} s: ${inFlight} requests cut in flight (retried), ${proxy.rerouted} rerouted from the dead instance, ${failedAfterKill} of ${afterKill.length} requests sent after the kill failed; lost ${lost}, duplicated ${duplicated}, unanswered ${unanswered}, double accruals ${doubles}, ledger anomalies ${anomalies.length} (the server's reconciliation: ${reconcile.body?.anomalies?.length ?? '?'})`,
    );
    for (const sample of samples.slice(0, 5)) console.log(`    ${sample}`);
    for (const failed of afterKill.filter((a) => a.status <= 0 || a.status >= 500).slice(0, 3)) {
      console.log(
        `    after the kill: ${failed.kind} ${failed.status} ${JSON.stringify(failed.body).slice(0, 200)}`,
      );
    }
    check(lost === 0, `kill -9: ${lost} acknowledged operations lost`);
    check(duplicated === 0, `kill -9: ${duplicated} operations duplicated`);
    check(unanswered === 0, `kill -9: ${unanswered} operations never answered`);
    check(failedAfterKill === 0, `kill -9: ${failedAfterKill} requests failed after the kill`);
    check(
      unexpected.length === 0,
      `kill -9: unexpected answers: ${unexpected.slice(0, 3).join('; ')}`,
    );
    check(
      anomalies.length === 0,
      `kill -9: ledger anomalies ${JSON.stringify(anomalies.slice(0, 3))}`,
    );
    check(
      reconcile.status === 200 && reconcile.body.ok === true,
      'kill -9: the server’s reconciliation',
    );
    check(doubles === 0, `kill -9: ${doubles} double accruals`);
    check(
      ops.some((op) => op.kind === 'deposit' && done(op)) &&
        ops.some((op) => op.kind === 'approve' && done(op)),
      'kill -9: no deposit was made and approved',
    );
    lostTotal = lost;
    duplicatedTotal = duplicated;
  }

  closeAgents();
  console.log(
    `\nlost ${lostTotal}, duplicated ${duplicatedTotal}, double accruals ${doubleAccruals}, realtime delivery ${realtimeDelivery.toFixed(1)} % (proxy: ${upstreams.map((u) => `${u.name} ${u.requests} requests`).join(', ')}; ${((performance.now() - began) / 1000).toFixed(1)} s in all)`,
  );
});
