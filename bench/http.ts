/**
 * Requests per second of the built server against a bare Fastify route, each in its own process
 * and autocannon in a third: the bare route (the baseline), `GET /v1/account` signed in, the
 * user's first page of 20 transactions out of `--rows` (100,000) of theirs, the data API's
 * `listRows` on the same rows, and `POST /v1/deposits` with a new `Idempotency-Key` each time.
 * Prints req/s, p50 / p99 latency, non-2xx answers and the ratio to the bare route measured in
 * the same run; exits 1 on any non-2xx answer or failed request. Seeds by SQL.
 * `--only <text>` measures the bare route and the targets whose name contains the text (a profile
 * of one path).
 *   npx tsx bench/http.ts [--seconds 10] [--connections 50] [--rows 100000] [--only …] [--smoke]
 */
import { LIST_COUNT_LIMIT, listSearchParams, Query } from '@copyvest/shared';
import { call } from './api-call.ts';
import { createPaymentMethod, expectStatus, signInAdmin, signUp } from './accounts.ts';
import { startBareFastify } from './bare-fastify.ts';
import { ledgerAnomalies } from './ledger-anomalies.ts';
import { type LoadFigures, type LoadOptions, measureLoad } from './load-process.ts';
import { seedTransactions } from './seed-transactions.ts';
import { createStore, databaseUrlOf, startServerProcess } from './server-process.ts';
import { argNumber, argText, check, runBench } from './support.ts';

const seconds = argNumber('seconds', 10, 1);
const connections = argNumber('connections', 50, 4);
const rowCount = argNumber('rows', 100_000, 1_000);
const only = argText('only');
const PAGE = 20;

await runBench(async () => {
  const store = await createStore('http');
  const server = await startServerProcess(store);
  const databaseUrl = databaseUrlOf(store);
  const base = server.url;
  const admin = await signInAdmin({ base });
  const methodId = await createPaymentMethod({ base, admin });
  const user = await signUp({ base, label: 'http', activateWith: admin });
  const seedStarted = performance.now();
  await seedTransactions({
    databaseUrl,
    userId: user.id,
    methodId,
    adminId: admin.id,
    count: rowCount,
  });
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const page = listSearchParams({ queries: [Query.limit(PAGE)] });
  const transactionsPath = `/v1/transactions${page}`;
  const rowsPath = `/v1/tablesdb/copyvest/tables/transactions/rows${page}`;
  // Each answers what it should before it is measured.
  const listed = expectStatus(
    await call(base, transactionsPath, { cookie: user.cookie }),
    200,
    'transactions',
  );
  check(
    listed.body.transactions?.length === PAGE,
    `transactions page: ${listed.body.transactions?.length} rows, not ${PAGE}`,
  );
  const rows = expectStatus(await call(base, rowsPath, { cookie: user.cookie }), 200, 'listRows');
  check(rows.body.rows?.length === PAGE, `listRows page: ${rows.body.rows?.length} rows`);
  // Totals are counted up to LIST_COUNT_LIMIT, as Appwrite's are (decision 035).
  const expectedTotal = Math.min(rowCount, LIST_COUNT_LIMIT);
  check(
    rows.body.total === expectedTotal,
    `listRows total ${rows.body.total}, expected ${expectedTotal} (seeded ${rowCount})`,
  );

  const bare = await startBareFastify();
  const targets: [string, LoadOptions][] = [
    ['bare Fastify GET /hello', { url: `${bare.url}/hello`, connections, seconds }],
    [
      'GET /v1/account',
      { url: `${base}/v1/account`, connections, seconds, headers: { cookie: user.cookie } },
    ],
    [
      `GET /v1/transactions (${PAGE} of ${rowCount})`,
      { url: `${base}${transactionsPath}`, connections, seconds, headers: { cookie: user.cookie } },
    ],
    [
      `listRows transactions (${PAGE} of ${rowCount})`,
      { url: `${base}${rowsPath}`, connections, seconds, headers: { cookie: user.cookie } },
    ],
    [
      'POST /v1/deposits (new Idempotency-Key)',
      {
        url: `${base}/v1/deposits`,
        connections,
        seconds,
        method: 'POST',
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        body: { paymentMethodId: methodId, amount: 1_00 },
        freshIdempotencyKey: true,
      },
    ],
  ];
  const results: [string, LoadFigures][] = [];
  for (const [target, options] of targets) {
    if (only && target !== targets[0]![0] && !target.includes(only)) continue;
    const figures = await measureLoad(options);
    results.push([target, figures]);
    check(figures.requests > 0, `${target}: no request answered`);
    check(figures.non2xx === 0, `${target}: ${figures.non2xx} non-2xx answers`);
    check(
      figures.errors + figures.timeouts === 0,
      `${target}: ${figures.errors} errors, ${figures.timeouts} timeouts`,
    );
  }
  await bare.stop();
  const anomalies = await ledgerAnomalies(store);
  check(anomalies.length === 0, `${anomalies.length} ledger anomalies after the run`);
  await server.stop();
  await store.dispose();

  const baseline = results[0]![1].rps;
  console.log(
    `\nautocannon (own process): ${connections} connections, ${seconds} s each; ${rowCount} transactions seeded in ${seedSeconds.toFixed(1)} s\n`,
  );
  console.log(
    'target'.padEnd(42),
    'req/s'.padStart(9),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'non-2xx'.padStart(8),
    'ratio'.padStart(6),
  );
  for (const [target, r] of results) {
    console.log(
      target.padEnd(42),
      r.rps.toFixed(0).padStart(9),
      String(r.p50).padStart(7),
      String(r.p99).padStart(7),
      String(r.non2xx).padStart(8),
      (r.rps / baseline).toFixed(3).padStart(6),
    );
  }
});
