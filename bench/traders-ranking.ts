/**
 * The public traders ranking at scale: seeds lead traders with closed positions and running
 * copies directly in SQL (1,000 traders, 20 closes each, up to 8 copies each), stores every
 * trader's statistics with the server's own `refreshTraderStats` (what each close does), starts
 * the built server on that database and times 200 sequential `GET /v1/traders` per sort, without
 * a session. Every answer is checked: 200, one row per trader holding the role (none withdrawn),
 * rows in the sort's order, followers and money copying summing to the running copies in SQL.
 * Prints p50/p95 per sort (target: p95 under 50 ms; the server keeps each sort's answer until
 * the rows change), what a rebuild after a change costs, and the EXPLAIN of the ranking's
 * statement; exits non-zero on any wrong answer.
 *
 *   npx tsx bench/traders-ranking.ts [--smoke] [--traders 1000] [--requests 200]
 *
 * `--smoke`: 50 traders, 20 requests per sort.
 */
import os from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { TRADER_SORTS, type TTraderSort, type TTraderSummary } from '@copyvest/shared';
import type { Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import { refreshTraderStats } from '../apps/server/src/modules/traders/refresh-trader-stats.ts';
import { rankingVersion } from '../apps/server/src/modules/traders/list-traders.ts';
import { selectRankingJson } from '../apps/server/src/modules/traders/select-trader-summaries.ts';
import { createStore, databaseUrlOf, startServerProcess } from './server-process.ts';
import { argNumber, check, percentile, runBench, smoke } from './support.ts';

const TRADERS = argNumber('traders', 1000, 50);
const REQUESTS = argNumber('requests', 200, 20);
const CLOSES = 20;
const FOLLOWERS = 8;
/** Every 50th trader's role is withdrawn: the public ranking must leave them out. */
const WITHDRAWN_EVERY = 50;

/**
 * Users (traders and followers), lead traders, positions and closes (index moves of −5 % … +6 %
 * of the index, compounded), and copies (trader k has k mod 9 followers) with their money in the
 * books (`platform:admin_adjustments` → `copy:<id>`). Triggers off for the session.
 */
async function seed(client: pg.Client) {
  await client.query(`SET session_replication_role = replica`);
  await client.query(
    `INSERT INTO accounts (id, email, created_at)
     SELECT id, id || '@bench.test', timestamptz '2025-01-01'
     FROM (SELECT 't' || lpad(i::text, 17, '0') AS id FROM generate_series(1, $1::int) i
           UNION ALL
           SELECT 'f' || lpad(i::text, 17, '0') FROM generate_series(1, $2::int) i) ids`,
    [TRADERS, FOLLOWERS],
  );
  await client.query(
    `INSERT INTO users (id, name, email, phone, country, is_active, referral_id, created_at)
     SELECT id, 'Bench ' || id, email, '+442079460000', 'United Kingdom', true, 'R' || id, created_at
     FROM accounts WHERE email LIKE '%@bench.test' AND id ~ '^[tf]0'`,
  );
  await client.query(
    `INSERT INTO lead_traders (user_id, display_name, risk_level, min_allocation, max_allocation,
       profit_share_bps, active, withdrawn_at, created_at)
     SELECT 't' || lpad(i::text, 17, '0'), 'Trader ' || i, 1 + i % 5, 10000, 10000000, 1000,
       i % $2::int <> 0, CASE WHEN i % $2::int = 0 THEN now() END, now() - interval '200 days'
     FROM generate_series(1, $1::int) i`,
    [TRADERS, WITHDRAWN_EVERY],
  );
  await client.query(
    `INSERT INTO trader_positions (id, trader_id, instrument_id, symbol, side, size_bps, entry_price,
       index_at_open, open_bps, last_price, status, opened_at, closed_at)
     SELECT 'p' || i || '-' || j, 't' || lpad(i::text, 17, '0'), 'btc-usd', 'BTC/USD', 'long', 10000,
       100, 100, 0, 100, 'closed', now() - (200 - j * 9) * interval '1 day' - interval '12 hours',
       now() - (200 - j * 9) * interval '1 day'
     FROM generate_series(1, $1::int) i, generate_series(1, $2::int) j`,
    [TRADERS, CLOSES],
  );
  await client.query(
    `WITH moves AS (
       SELECT i, j, ((hashtext(i || ':' || j) % 1100 + 1100) % 1100 - 500) / 10000.0 AS r
       FROM generate_series(1, $1::int) i, generate_series(1, $2::int) j),
     indexed AS (
       SELECT i, j, 100 * exp(sum(ln(1 + r)) OVER (PARTITION BY i ORDER BY j)) AS after FROM moves)
     INSERT INTO position_closes (id, position_id, trader_id, closed_bps, exit_price, pnl_index,
       index_after, opened_at, closed_at)
     SELECT 'c' || i || '-' || j, 'p' || i || '-' || j, 't' || lpad(i::text, 17, '0'), 10000, 100,
       after - coalesce(lag(after) OVER (PARTITION BY i ORDER BY j), 100), after,
       now() - (200 - j * 9) * interval '1 day' - interval '12 hours',
       now() - (200 - j * 9) * interval '1 day'
     FROM indexed`,
    [TRADERS, CLOSES],
  );
  await client.query(
    `INSERT INTO copies (id, follower_id, trader_id, equity, invested, high_water_mark, created_at)
     SELECT 'k' || i || '-' || f, 'f' || lpad(f::text, 17, '0'), 't' || lpad(i::text, 17, '0'),
       10000 * (1 + (i + f) % 50), 10000 * (1 + (i + f) % 50), 10000 * (1 + (i + f) % 50), now()
     FROM generate_series(1, $1::int) i, generate_series(1, $2::int) f
     WHERE f <= i % 9`,
    [TRADERS, FOLLOWERS],
  );
  await client.query(
    `INSERT INTO ledger_transfers (ledger, debit_account, credit_account, amount, phase, reason,
       reference, created_at)
     SELECT 'usd', 'platform:admin_adjustments', 'copy:' || id, equity, 'posted', 'copy_allocation',
       id, created_at FROM copies`,
  );
  await client.query(`SET session_replication_role = origin`);
  await client.query(
    `VACUUM ANALYZE users, lead_traders, trader_positions, position_closes, copies, ledger_transfers`,
  );
}

/** Whether the rows are in the sort's order (best first; a missing figure last). */
function inOrder(rows: TTraderSummary[], sort: TTraderSort): boolean {
  const key = (row: TTraderSummary): number | null =>
    sort === 'followers'
      ? row.followers
      : sort === 'drawdown'
        ? -row.stats.maxDrawdown
        : row.stats[sort];
  for (let i = 1; i < rows.length; i++) {
    const a = key(rows[i - 1]!);
    const b = key(rows[i]!);
    if (a === null && b !== null) return false;
    if (a !== null && b !== null && a < b) return false;
  }
  return true;
}

async function run(
  base: string,
  sort: TTraderSort,
  expected: { rows: number; followers: number; money: number },
) {
  const wrong: string[] = [];
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 5; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/v1/traders?sort=${sort}`);
    const text = await response.text();
    const ms = performance.now() - started;
    if (i >= 5) times.push(ms); // the first few warm the connection and the plans
    if (!response.ok) {
      wrong.push(`${response.status} ${text.slice(0, 200)}`);
      continue;
    }
    const rows = JSON.parse(text) as TTraderSummary[];
    const followers = rows.reduce((sum, row) => sum + row.followers, 0);
    const money = rows.reduce((sum, row) => sum + row.moneyCopying, 0);
    if (rows.length !== expected.rows) wrong.push(`${rows.length} rows, expected ${expected.rows}`);
    else if (rows.some((row) => !row.active)) wrong.push('a withdrawn trader is listed');
    else if (followers !== expected.followers || money !== expected.money) {
      wrong.push(
        `followers ${followers} / ${money}, expected ${expected.followers} / ${expected.money}`,
      );
    } else if (!inOrder(rows, sort)) wrong.push(`rows out of ${sort} order`);
    else if (rows.some((row) => row.stats.closes !== CLOSES || row.sparkline.length !== 21)) {
      wrong.push('a row without its statistics or sparkline');
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), wrong };
}

await runBench(async () => {
  const store = await createStore('traders-ranking');
  const server = await startServerProcess(store, {}, 120_000);
  const url = databaseUrlOf(store);
  const direct = new pg.Client({ connectionString: url });
  await direct.connect();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  try {
    const seeding = performance.now();
    await seed(direct);
    const traders = await direct.query<{ id: string }>(`SELECT user_id AS id FROM lead_traders`);
    const refreshing = performance.now();
    for (const { id } of traders.rows) {
      await db.transaction((tx) => refreshTraderStats({ tx, traderId: id, now: new Date() }));
    }
    const perRefresh = (performance.now() - refreshing) / traders.rows.length;
    console.log(
      `seeded ${TRADERS} traders × ${CLOSES} closes with their copies in ` +
        `${((performance.now() - seeding) / 1000).toFixed(1)} s; refreshTraderStats ` +
        `${perRefresh.toFixed(2)} ms per trader`,
    );
    const [totals] = (
      await direct.query<{ rows: number; followers: number; money: number }>(
        `SELECT (SELECT count(*)::int FROM lead_traders WHERE active) AS rows,
           count(*)::int AS followers, coalesce(sum(c.equity), 0)::float8 AS money
         FROM copies c JOIN lead_traders t ON t.user_id = c.trader_id AND t.active
         WHERE c.status <> 'closed'`,
      )
    ).rows;
    const expected = totals!;
    const results = [];
    for (const sort of TRADER_SORTS) {
      const result = await run(server.url, sort, expected);
      results.push({ sort, ...result });
      if (result.wrong.length > 0) {
        check(false, `${sort}: ${result.wrong.length} wrong answers, e.g. ${result.wrong[0]}`);
      }
    }
    const sample = await fetch(`${server.url}/v1/traders`);
    const encoding = sample.headers.get('content-encoding') ?? 'none';
    const size = (await sample.text()).length;
    // The ranking's statement, with its plan.
    const captured: { sql: string; params: unknown[] }[] = [];
    const logged = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
    }) as unknown as Db;
    await selectRankingJson({ db: logged, sort: 'roi30d' });
    for (const statement of captured) {
      const plan = await pool.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
        statement.params,
      );
      console.log(`\n--- GET /v1/traders?sort=roi30d: EXPLAIN (ANALYZE, BUFFERS) ---`);
      console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    console.log(
      `\n${expected.rows} traders listed (${(size / 1024).toFixed(0)} KiB JSON, sent with ` +
        `content-encoding ${encoding}); ` +
        `${REQUESTS} sequential requests per sort (HTTP, one keep-alive connection, no session):`,
    );
    console.table(
      results.map((r) => ({
        sort: r.sort,
        'p50 ms': Number(r.p50.toFixed(1)),
        'p95 ms': Number(r.p95.toFixed(1)),
        wrong: r.wrong.length,
      })),
    );
    // The answer is kept per sort until the rows change: what a rebuild costs (the statement
    // building the JSON, straight on the database), for the first request after every change.
    const builds: number[] = [];
    for (let i = 0; i < Math.min(REQUESTS, 40); i++) {
      const started = performance.now();
      await selectRankingJson({ db, sort: TRADER_SORTS[i % TRADER_SORTS.length]! });
      builds.push(performance.now() - started);
    }
    builds.sort((a, b) => a - b);
    console.log(
      `rebuilding the ranking after a change (the statement alone, ${builds.length} runs): ` +
        `p50 ${percentile(builds, 50).toFixed(1)} ms, p95 ${percentile(builds, 95).toFixed(1)} ms`,
    );
    const stamps: number[] = [];
    for (let i = 0; i < 40; i++) {
      const started = performance.now();
      await rankingVersion(db);
      stamps.push(performance.now() - started);
    }
    stamps.sort((a, b) => a - b);
    console.log(
      `the rows' stamp every request reads (40 runs): p50 ${percentile(stamps, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(stamps, 95).toFixed(1)} ms; load average ${os.loadavg()[0]!.toFixed(1)} ` +
        `on ${os.availableParallelism()} cores`,
    );
    const worst = Math.max(...results.map((r) => r.p95));
    console.log(
      `worst p95 ${worst.toFixed(1)} ms (target under 50 ms${smoke ? ', full run only' : ''})`,
    );
  } finally {
    await pool.end();
    await direct.end().catch(() => undefined);
    await server.stop();
  }
});
