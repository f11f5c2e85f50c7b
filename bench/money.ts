/**
 * Money under load: `--concurrency` (16) clients at once, for `--seconds`, mix deposits,
 * withdrawals, admin approvals and rejections (two admins' clients race for the same pending
 * transaction half of the time), trades, profit claims and a day of the server's test clock now
 * and then (which runs the accrual, so trades pay and claims have something to take). Prints
 * operations per second and how each kind ended; exits 1 on any answer other than the success or
 * refusal its operation may get (a 5xx, no answer, an auth failure), on any ledger anomaly, or
 * when a mail the operations queued was not delivered exactly once. Mail goes to an e-mail
 * provider in this process (MAIL_TRANSPORT=http), as a deployment's does: the development
 * transport's two files per mail cost this machine's disk about 2 ms of system time a mail.
 * Reads the books directly (see bench/README.md).
 *   npx tsx bench/money.ts [--seconds 15] [--users 20] [--concurrency 16] [--smoke]
 * The smoke run is the same with fewer users, clients and seconds.
 * The server runs with NODE_ENV=test (the test clock is refused in production); its mail thread
 * renders with React's production build all the same (decision 078).
 */
import { type Answer, call, closeAgents } from './api-call.ts';
import {
  createPaymentMethod,
  expectStatus,
  fund,
  type Member,
  signInAdmin,
  signUp,
} from './accounts.ts';
import { ledgerAnomalies } from './ledger-anomalies.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { outboxDelivery, startMailReceiver } from './mail-receiver.ts';
import { createStore, databaseUrlOf, startServerProcess } from './server-process.ts';
import { argNumber, check, runBench } from './support.ts';

const seconds = argNumber('seconds', 15, 2);
const userCount = argNumber('users', 20, 4);
const concurrency = argNumber('concurrency', 16, 4);

/** The server's clock moves on by at most this many days (its sessions last a year). */
const MAX_DAYS = 300;

type Kind = 'deposit' | 'withdrawal' | 'approve' | 'reject' | 'trade' | 'claim' | 'day';
/** The success status of each kind, and the refusals it may rightly get. */
const EXPECTED: Record<Kind, { ok: number; refusals: number[] }> = {
  deposit: { ok: 201, refusals: [] },
  // Not enough available balance.
  withdrawal: { ok: 201, refusals: [400, 409] },
  // Decided already by the other admin.
  approve: { ok: 200, refusals: [400, 404, 409] },
  reject: { ok: 200, refusals: [400, 404, 409] },
  // Not enough balance, or a trade already open.
  trade: { ok: 201, refusals: [400, 409] },
  // Nothing to claim yet.
  claim: { ok: 200, refusals: [400, 404, 409] },
  day: { ok: 200, refusals: [] },
};

/** A pino error line in short: the database's error code and message, and where it was thrown. */
function describeLogError(line: string): string {
  try {
    const { err } = JSON.parse(line.slice(line.indexOf('{'))) as {
      err?: { message?: string; stack?: string; cause?: { code?: string; message?: string } };
    };
    const where = (err?.stack ?? '').split('\n').filter((frame) => frame.includes('apps/server'));
    const cause = err?.cause ? `${err.cause.code}: ${err.cause.message}` : err?.message;
    return `  ${cause}\n${where
      .slice(0, 4)
      .map((frame) => `    ${frame.trim()}`)
      .join('\n')}`;
  } catch {
    return `  ${line.slice(0, 500)}`;
  }
}

await runBench(async () => {
  const store = await createStore('money');
  const mail = await startMailReceiver();
  const server = await startServerProcess(store, {
    ...mail.env,
    TEST_CLOCK: 'enabled',
    // The test clock is refused in production: the server runs as in the tests otherwise.
    NODE_ENV: 'test',
    // Sessions outlive the days the clock is moved on (at most MAX_DAYS).
    SESSION_DAYS: '365',
    ACCRUAL_MODE: 'timer',
    ACCRUAL_INTERVAL_SECONDS: '86400',
  });
  const base = server.url;
  const admin = await signInAdmin({ base });
  const methodId = await createPaymentMethod({ base, admin });
  const plan = expectStatus(
    await call(base, '/v1/plans', {
      body: { title: 'Bench Plan', min: 100, max: 100_000_00, roi: 2, days: 1 },
      cookie: admin.cookie,
    }),
    201,
    'plan',
  );
  const users: Member[] = [];
  for (let i = 0; i < userCount; i++) {
    const member = await signUp({ base, label: 'money', activateWith: admin });
    await fund({ base, admin, methodId, member, amount: 1_000_00 });
    users.push(member);
  }

  const counts = Object.fromEntries(
    Object.keys(EXPECTED).map((kind) => [kind, { ok: 0, refused: 0 }]),
  ) as Record<Kind, { ok: number; refused: number }>;
  const unexpected: string[] = [];
  const pending: string[] = [];
  const send = (cookie: string, path: string, body?: unknown) =>
    call(base, path, { method: 'POST', body: body ?? {}, cookie, keepAlive: true });
  const tally = (kind: Kind, answer: Answer) => {
    if (answer.status === EXPECTED[kind].ok) counts[kind].ok += 1;
    else if (EXPECTED[kind].refusals.includes(answer.status)) counts[kind].refused += 1;
    else unexpected.push(`${kind}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  };
  const random = (below: number) => Math.floor(Math.random() * below);

  let days = 0;
  // One day at a time: each move waits for the accrual to pay every ongoing trade, and moves sent
  // while one runs queued behind it past the client's 10 s timeout once hundreds of trades ran.
  let moving: Promise<void> | null = null;
  const dayMs: number[] = [];
  const moveClock = async () => {
    if (moving) return moving;
    days += 1;
    const started = performance.now();
    moving = send(admin.cookie, '/v1/test/clock', { advanceDays: 1 }).then((answer) => {
      dayMs.push(performance.now() - started);
      tally('day', answer);
    });
    try {
      await moving;
    } finally {
      moving = null;
    }
  };
  let deadline = 0;
  const worker = async (n: number) => {
    while (Date.now() < deadline) {
      const user = users[random(users.length)]!;
      const roll = Math.random();
      if (roll < 0.3) {
        const answer = await send(user.cookie, '/v1/deposits', {
          paymentMethodId: methodId,
          amount: 1_00 + random(50_00),
        });
        tally('deposit', answer);
        if (answer.status === 201) pending.push(answer.body.$id as string);
      } else if (roll < 0.45) {
        const answer = await send(user.cookie, '/v1/withdrawals', {
          paymentMethodId: methodId,
          amount: 1_00 + random(20_00),
          walletAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
        });
        tally('withdrawal', answer);
        if (answer.status === 201) pending.push(answer.body.$id as string);
      } else if (roll < 0.75) {
        const id = n % 2 === 0 ? pending.shift() : pending[0];
        if (!id) continue;
        const decision = Math.random() < 0.8 ? 'approve' : 'reject';
        tally(decision, await send(admin.cookie, `/v1/admin/transactions/${id}/${decision}`));
      } else if (roll < 0.87) {
        const answer = await send(user.cookie, '/v1/trades', {
          planId: plan.body.$id,
          amount: 100_00 + random(200_00),
        });
        tally('trade', answer);
      } else if (roll < 0.99) {
        tally('claim', await send(user.cookie, '/v1/trades/claim'));
      } else if (days < MAX_DAYS) {
        await moveClock();
      }
    }
  };
  const started = performance.now();
  const load = async (ms: number) => {
    deadline = Date.now() + ms;
    await Promise.all(Array.from({ length: concurrency }, (_, n) => worker(n)));
  };
  // A day mid-run at least, racing the other clients (the smoke run too): the accrual against a
  // claim or an investment deadlocked and answered 500 before the lock order and the retry
  // (decision 034).
  const midDay = async () => {
    await new Promise((resolve) => setTimeout(resolve, seconds * 500));
    await moveClock();
  };
  await Promise.all([load(seconds * 1000), midDay()]);
  const elapsed = (performance.now() - started) / 1000;
  const anomalies = await ledgerAnomalies(store);
  const database = openPostgres(databaseUrlOf(store), 2);
  const delivery = await outboxDelivery(database, mail).finally(() => database.close());
  // What the server logged about its errors (pino: level 50), to tell a bench bug from a server one.
  const errors = server
    .output()
    .split('\n')
    .filter((line) => line.includes('"level":50'));
  closeAgents();
  await server.stop();
  await store.dispose();

  const operations = Object.values(counts).reduce((sum, c) => sum + c.ok + c.refused, 0);
  console.log(`\n${userCount} users, ${concurrency} concurrent clients, ${seconds} s\n`);
  console.log('operation'.padEnd(11), 'done'.padStart(7), 'refused'.padStart(8));
  for (const [kind, c] of Object.entries(counts)) {
    console.log(kind.padEnd(11), String(c.ok).padStart(7), String(c.refused).padStart(8));
  }
  console.log(
    `\n${(operations / elapsed).toFixed(0)} ops/s (${operations} in ${elapsed.toFixed(1)} s), ${unexpected.length} unexpected answers, ${anomalies.length} ledger anomalies`,
  );
  console.log(
    `mail: ${delivery.queued} queued, ${delivery.sentOnce} sent once, ${delivery.sentTwice} twice, ${delivery.notSent} not sent`,
  );
  console.log(
    `days moved one at a time: ${dayMs.length}, the slowest answered in ${Math.round(Math.max(0, ...dayMs))} ms (its accrual paid every ongoing trade)`,
  );
  if (errors.length > 0) {
    console.log(`\nserver errors (${errors.length}), the first three:`);
    for (const line of errors.slice(0, 3)) console.log(describeLogError(line));
  }
  check(unexpected.length === 0, `unexpected answers: ${unexpected.slice(0, 5).join('; ')}`);
  check(anomalies.length === 0, `ledger anomalies: ${JSON.stringify(anomalies.slice(0, 3))}`);
  check(
    delivery.drained && delivery.sentOnce === delivery.queued,
    'a mail was not delivered exactly once',
  );
  check(counts.deposit.ok > 0 && counts.approve.ok > 0, 'no deposit was made and approved');
});
