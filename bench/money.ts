/**
 * Money under load: many users request deposits and withdrawals while admins approve and reject
 * them concurrently, for a while, on PGlite and — with BENCH_DATABASE_URL or TEST_DATABASE_URL —
 * PostgreSQL. Prints operations per second and the ledger invariant check's anomaly count
 * (must be 0).
 *   npx tsx bench/money.ts [--seconds 15] [--users 20] [--concurrency 16]
 */
import { findLedgerAnomalies } from '../apps/server/src/modules/ledger/find-ledger-anomalies.ts';
import { ADMIN, argNumber, kinds, sessionCookie, startApp } from './support.ts';

const seconds = argNumber('seconds', 15);
const userCount = argNumber('users', 20);
const concurrency = argNumber('concurrency', 16);

async function call(baseUrl: string, cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => undefined)) as any };
}

async function run(kind: 'pglite' | 'postgres') {
  const server = await startApp(kind);
  const base = server.url;
  const admin = await sessionCookie(base, '/v1/account/sessions/email', ADMIN);
  const method = (
    await call(base, admin, 'POST', '/v1/payment-methods', {
      code: 'btc',
      name: 'Bitcoin',
      address: 'bc1qbench',
    })
  ).body.id;
  const users: { id: string; cookie: string }[] = [];
  for (let i = 0; i < userCount; i++) {
    const cookie = await sessionCookie(base, '/v1/account', {
      name: `Bench ${i}`,
      email: `bench-${i}-${Date.now()}@example.test`,
      password: 'bench-password-1',
      phone: '+1 415 555 2671',
      country: 'Chile',
    });
    const id = (await call(base, cookie, 'GET', '/v1/account')).body.id;
    await call(base, admin, 'POST', `/v1/users/${id}/activate`);
    users.push({ id, cookie });
  }

  const counts = { deposit: 0, withdrawal: 0, approve: 0, reject: 0, refused: 0, errors: 0 };
  const pending: string[] = [];
  const deadline = Date.now() + seconds * 1000;
  const worker = async (n: number) => {
    while (Date.now() < deadline) {
      const user = users[Math.floor(Math.random() * users.length)]!;
      const roll = Math.random();
      let result: { status: number; body: any };
      if (roll < 0.35) {
        result = await call(base, user.cookie, 'POST', '/v1/deposits', {
          paymentMethodId: method,
          amount: 1_00 + Math.floor(Math.random() * 50_00),
        });
        if (result.status === 201) {
          counts.deposit++;
          pending.push(result.body.id);
        }
      } else if (roll < 0.55) {
        result = await call(base, user.cookie, 'POST', '/v1/withdrawals', {
          paymentMethodId: method,
          amount: 1_00 + Math.floor(Math.random() * 20_00),
          walletAddress: 'bench-wallet',
        });
        if (result.status === 201) {
          counts.withdrawal++;
          pending.push(result.body.id);
        }
      } else {
        // Two admins race for the same pending transaction half of the time.
        const id = n % 2 === 0 ? pending.shift() : pending[0];
        if (!id) continue;
        const decision = Math.random() < 0.8 ? 'approve' : 'reject';
        result = await call(base, admin, 'POST', `/v1/admin/transactions/${id}/${decision}`);
        if (result.status === 200) counts[decision]++;
      }
      if (result.status === 400 || result.status === 409) counts.refused++;
      else if (result.status >= 500) counts.errors++;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, (_, n) => worker(n)));
  const elapsed = (Date.now() - started) / 1000;
  const anomalies = await findLedgerAnomalies({ db: server.deps.db });
  await server.close();
  const operations =
    counts.deposit + counts.withdrawal + counts.approve + counts.reject + counts.refused;
  return { kind, elapsed, operations, ...counts, anomalies: anomalies.length };
}

const results = [];
for (const kind of kinds()) results.push(await run(kind));
console.log(`\n${userCount} users, ${concurrency} concurrent clients, ${seconds} s per database\n`);
console.log(
  'database'.padEnd(9),
  'ops/s'.padStart(7),
  'deposits'.padStart(9),
  'withdraws'.padStart(10),
  'approved'.padStart(9),
  'rejected'.padStart(9),
  'refused'.padStart(8),
  '5xx'.padStart(5),
  'anomalies'.padStart(10),
);
for (const r of results) {
  console.log(
    r.kind.padEnd(9),
    (r.operations / r.elapsed).toFixed(0).padStart(7),
    String(r.deposit).padStart(9),
    String(r.withdrawal).padStart(10),
    String(r.approve).padStart(9),
    String(r.reject).padStart(9),
    String(r.refused).padStart(8),
    String(r.errors).padStart(5),
    String(r.anomalies).padStart(10),
  );
}
if (results.some((r) => r.anomalies > 0 || r.errors > 0)) process.exitCode = 1;
