/**
 * Lists at scale on PostgreSQL: seeds 1,000,000 transactions over 10,000 users (one user with
 * 20,000) directly in SQL, starts the built server (apps/server/dist/server.js) on that database,
 * and times 200 sequential requests of each kind: a user's first page, a keyset page deep in that
 * user's list, a search by description (the user's, and the admin's over every transaction), the
 * admin's search for a word a third of them hold, and the admin's first page. Every answer is checked (status, the right records in the right order,
 * the total); prints p50/p95 and the EXPLAIN of each list's statement, and exits non-zero on any
 * wrong answer or when the books (reconcileLedger) do not balance.
 *
 *   npx tsx bench/list-scale.ts [--smoke] [--requests 200]   (DATABASE_URL: optional, see README)
 *
 * `--smoke`: 20,000 transactions over 200 users (one with 2,000), in seconds.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { LIST_COUNT_LIMIT, listSearchParams, Query } from '@copyvest/shared';
import type { Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import { reconcileLedger } from '../apps/server/src/modules/ledger/reconcile-ledger.ts';
import { listTransactions } from '../apps/server/src/modules/transactions/list-transactions.ts';
import { signInAdmin, signUp } from './accounts.ts';
import { createStore, databaseUrlOf, startServerProcess } from './server-process.ts';
import { argNumber, check, percentile, runBench, smoke } from './support.ts';

const TOTAL = smoke ? 20_000 : 1_000_000;
const USERS = smoke ? 200 : 10_000;
const HEAVY = smoke ? 2_000 : 20_000;
const REQUESTS = argNumber('requests', 200, 50);
const PAGE = 25;
/** In a third of the seeded transactions' descriptions (the crypto of every third). */
const COMMON_WORD = 'Ethereum';
/** How deep in the heavy user's list the keyset page starts. */
const DEEP = Math.floor(HEAVY * 0.75);
/**
 * Users, transactions and the books in SQL (triggers off for the session: no realtime notice per
 * row). Credits are successful, pending or failed, withdrawals failed (nothing held); each user's
 * successful credits are one posted transfer and their balance, pending ones a pending transfer, so the reconciliation finds nothing.
 */
async function seed(client: pg.Client, heavyId: string) {
  await client.query(`SET session_replication_role = replica`);
  await client.query(
    `INSERT INTO accounts (id, email, created_at)
     SELECT 'u' || lpad(i::text, 17, '0'), 'seed' || i || '@copyvest.test',
            timestamptz '2025-01-01' + i * interval '1 minute'
     FROM generate_series(1, $1::int) i`,
    [USERS - 1],
  );
  await client.query(
    `INSERT INTO users (id, name, email, phone, country, is_active, referral_id, created_at)
     SELECT id, 'Seed user ' || substr(id, 12), email, '+442079460000', 'United Kingdom', true,
            'R' || substr(id, 2), created_at
     FROM accounts WHERE email LIKE 'seed%@copyvest.test'`,
  );
  // Every (TOTAL / HEAVY)th transaction is the heavy user's (their records spread over the whole
  // period, as an active user's are), the others go round the seed users.
  await client.query(
    `INSERT INTO transactions (id, user_id, transaction_id, amount, fee, type, status, kind,
                               description, crypto, created_at)
     SELECT substr(md5('tx' || i), 1, 20),
            CASE WHEN i % ($1::int / $2::int) = 0 THEN $4::text
                 ELSE 'u' || lpad(((i % ($3::int - 1)) + 1)::text, 17, '0') END,
            'TNX-' || lpad((i - 1)::text, 6, '0'),
            100 + (i::bigint * 7919) % 100000,
            0,
            CASE WHEN i % 20 = 0 THEN 'withdraw' ELSE 'credit' END,
            CASE WHEN i % 20 = 0 THEN 'failed'
                 WHEN i % 10 = 1 THEN 'pending'
                 WHEN i % 10 = 2 THEN 'failed'
                 ELSE 'success' END,
            CASE WHEN i % 20 = 0 THEN 'withdrawal' ELSE 'deposit' END,
            CASE WHEN i % 20 = 0 THEN 'Withdrawal to ' ELSE 'Deposit via ' END
              || (ARRAY['Bitcoin', 'Ethereum', 'USDT'])[i % 3 + 1]
              || ', ref ' || substr(md5('ref' || i), 1, 10),
            (ARRAY['Bitcoin', 'Ethereum', 'USDT'])[i % 3 + 1],
            timestamptz '2025-06-01' + i * interval '13 seconds'
     FROM generate_series(1, $1::int) i`,
    [TOTAL, HEAVY, USERS, heavyId],
  );
  await client.query(
    `INSERT INTO ledger_transfers (ledger, debit_account, credit_account, amount, phase, reason,
       reference, created_at)
     SELECT 'usd', 'platform:deposits_received', 'user:' || user_id || ':balance', amount,
       CASE WHEN status = 'success' THEN 'posted' ELSE 'pending' END, 'deposit', transaction_id,
       created_at
     FROM transactions WHERE type = 'credit' AND status IN ('success', 'pending')`,
  );
  await client.query(
    `UPDATE users u SET balance = t.amount FROM (
       SELECT user_id, sum(amount) AS amount FROM transactions
       WHERE type = 'credit' AND status = 'success' GROUP BY user_id) t
     WHERE t.user_id = u.id`,
  );
  // The users at the lists' count limit, which the skipped trigger would have marked (0035).
  await client.query(
    `INSERT INTO transactions_at_count_limit (user_id)
     SELECT user_id FROM transactions GROUP BY user_id HAVING count(*) >= $1::int
     ON CONFLICT (user_id) DO NOTHING`,
    [LIST_COUNT_LIMIT],
  );
  await client.query(`SET session_replication_role = origin`);
  await client.query(
    `VACUUM ANALYZE accounts, users, transactions, transactions_at_count_limit, ledger_transfers`,
  );
}

interface Scenario {
  name: string;
  path: string;
  cookie: string;
  /** The ids the page must hold, in order, and the total it must answer. */
  expected: { ids: string[]; total: number };
  /** What `listTransactions` is called with for the EXPLAIN. */
  call: { queries: string[]; search?: string; ownerId?: string };
}

const SEARCH_COLUMNS_SQL = `(transaction_id ILIKE $2 OR crypto ILIKE $2 OR description ILIKE $2)`;

/** The page and total straight from SQL (no index needed to be right). */
async function expectedOf(
  client: pg.Client,
  options: { ownerId?: string; search?: string; offset?: number },
) {
  const conditions = [
    options.ownerId ? `user_id = $1` : `$1::text IS NULL`,
    options.search ? SEARCH_COLUMNS_SQL : `$2::text IS NULL`,
  ].join(' AND ');
  const params = [options.ownerId ?? null, options.search ? `%${options.search}%` : null];
  const page = await client.query<{ id: string }>(
    `SELECT id FROM transactions WHERE ${conditions}
     ORDER BY created_at DESC, id DESC OFFSET ${options.offset ?? 0} LIMIT ${PAGE}`,
    params,
  );
  const count = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM transactions WHERE ${conditions}`,
    params,
  );
  return {
    ids: page.rows.map((row) => row.id),
    total: Math.min(LIST_COUNT_LIMIT, count.rows[0]!.n),
  };
}

async function run(scenario: Scenario, base: string) {
  const wrong: string[] = [];
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 5; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${scenario.path}`, {
      headers: { cookie: scenario.cookie },
    });
    const text = await response.text();
    const ms = performance.now() - started;
    if (i >= 5) times.push(ms); // the first few warm the connection and the plans
    if (!response.ok) {
      wrong.push(`${response.status} ${text.slice(0, 200)}`);
      continue;
    }
    const body = JSON.parse(text) as { total: number; transactions: { $id: string }[] };
    const ids = body.transactions.map((t) => t.$id);
    if (JSON.stringify(ids) !== JSON.stringify(scenario.expected.ids)) {
      wrong.push(
        `wrong rows: ${ids.slice(0, 3).join(',')}… expected ${scenario.expected.ids.slice(0, 3).join(',')}…`,
      );
    } else if (body.total !== scenario.expected.total) {
      wrong.push(`total ${body.total}, expected ${scenario.expected.total}`);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), wrong };
}

/** The statements `listTransactions` sends for a scenario, each with its EXPLAIN ANALYZE. */
async function explain(pool: pg.Pool, scenario: Scenario) {
  const captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Db;
  await listTransactions({
    db,
    query: { queries: scenario.call.queries, search: scenario.call.search },
    ownerId: scenario.call.ownerId,
  });
  const plans: string[] = [];
  for (const statement of captured) {
    const result = await pool.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
      statement.params,
    );
    plans.push(result.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return plans;
}

await runBench(async () => {
  const store = await createStore('list-scale');
  const server = await startServerProcess(store, {}, 120_000);
  const url = databaseUrlOf(store);
  const direct = new pg.Client({ connectionString: url });
  await direct.connect();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const heavy = await signUp({ base: server.url, label: 'heavy' });
    const adminCookie = (await signInAdmin({ base: server.url })).cookie;
    const seeding = performance.now();
    await seed(direct, heavy.id);
    console.log(
      `seeded ${TOTAL.toLocaleString('en-US')} transactions over ${USERS.toLocaleString('en-US')} users ` +
        `(one with ${HEAVY.toLocaleString('en-US')}) in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const deepCursor = (
      await direct.query<{ id: string }>(
        `SELECT id FROM transactions WHERE user_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1`,
        [heavy.id, DEEP],
      )
    ).rows[0]!.id;
    // A reference fragment of one of the heavy user's transactions: the search finds a few records.
    const needle = (
      await direct.query<{ ref: string }>(
        `SELECT substr(description, length(description) - 7, 7) AS ref FROM transactions
         WHERE user_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1`,
        [heavy.id, Math.floor(HEAVY / 3)],
      )
    ).rows[0]!.ref;
    const first = [Query.limit(PAGE)];
    const deep = [Query.limit(PAGE), Query.cursorAfter(deepCursor)];
    const scenarios: Scenario[] = [
      {
        name: "a user's first page",
        path: `/v1/transactions${listSearchParams({ queries: first })}`,
        cookie: heavy.cookie,
        expected: await expectedOf(direct, { ownerId: heavy.id }),
        call: { queries: first, ownerId: heavy.id },
      },
      {
        name: `a keyset page ${DEEP.toLocaleString('en-US')} deep in the user's list`,
        path: `/v1/transactions${listSearchParams({ queries: deep })}`,
        cookie: heavy.cookie,
        expected: await expectedOf(direct, { ownerId: heavy.id, offset: DEEP + 1 }),
        call: { queries: deep, ownerId: heavy.id },
      },
      {
        name: `the user's search by description ("${needle}")`,
        path: `/v1/transactions${listSearchParams({ queries: first, search: needle })}`,
        cookie: heavy.cookie,
        expected: await expectedOf(direct, { ownerId: heavy.id, search: needle }),
        call: { queries: first, search: needle, ownerId: heavy.id },
      },
      {
        name: `the admin's search by description ("${needle}")`,
        path: `/v1/admin/transactions${listSearchParams({ queries: first, search: needle })}`,
        cookie: adminCookie,
        expected: await expectedOf(direct, { search: needle }),
        call: { queries: first, search: needle },
      },
      {
        // A word a third of the transactions hold: walked newest first, not sorted whole.
        name: `the admin's search for a common word ("${COMMON_WORD}")`,
        path: `/v1/admin/transactions${listSearchParams({ queries: first, search: COMMON_WORD })}`,
        cookie: adminCookie,
        expected: await expectedOf(direct, { search: COMMON_WORD }),
        call: { queries: first, search: COMMON_WORD },
      },
      {
        name: "the admin's first page",
        path: `/v1/admin/transactions${listSearchParams({ queries: first })}`,
        cookie: adminCookie,
        expected: await expectedOf(direct, {}),
        call: { queries: first },
      },
    ];

    const results = [];
    for (const scenario of scenarios) {
      const result = await run(scenario, server.url);
      results.push({ scenario: scenario.name, ...result });
      if (result.wrong.length > 0) {
        check(
          false,
          `${scenario.name}: ${result.wrong.length} wrong answers, e.g. ${result.wrong[0]}`,
        );
      }
    }
    for (const scenario of scenarios) {
      console.log(`\n--- ${scenario.name}: EXPLAIN (ANALYZE, BUFFERS) of each statement ---`);
      for (const plan of await explain(pool, scenario)) console.log(plan, '\n');
    }
    console.log(`\n${REQUESTS} sequential requests each (HTTP, one keep-alive connection):`);
    console.table(
      results.map((r) => ({
        request: r.scenario,
        'p50 ms': Number(r.p50.toFixed(1)),
        'p95 ms': Number(r.p95.toFixed(1)),
        wrong: r.wrong.length,
      })),
    );
    const drizzleDb = drizzle({ client: pool, schema }) as unknown as Db;
    const { anomalies } = await reconcileLedger({ db: drizzleDb });
    console.log(`ledger anomalies: ${anomalies.length}`);
    check(anomalies.length === 0, `${anomalies.length} ledger anomalies`);
  } finally {
    await pool.end();
    await direct.end().catch(() => undefined);
    await server.stop();
  }
});
