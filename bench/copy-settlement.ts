/**
 * Copy settlement at scale (decision 043): seeds a lead trader with N followers (default 10,000)
 * directly in SQL, each with a $500 copy funded through the books, opens a position through the
 * API (a mirror for every copy), then closes it through the API and times the close: every mirror
 * settled (result, cap, profit share, transfers, notifications) in one transaction. Checks the
 * answer (followersSettled = N, one settlement per copy, the trader's balance = the shares, each
 * copy's equity = what the arithmetic says) and the books (reconcileLedger); exits non-zero on a
 * wrong answer or any anomaly. Target: under 2 s for 10,000 followers.
 *
 *   npx tsx bench/copy-settlement.ts [--smoke] [--followers 10000]   (DATABASE_URL: optional)
 *
 * `--smoke`: 200 followers.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { parsePrice, settleMirror } from '@copyvest/shared';
import type { Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import { reconcileLedger } from '../apps/server/src/modules/ledger/reconcile-ledger.ts';
import { expectStatus, signUp } from './accounts.ts';
import { call } from './api-call.ts';
import { createStore, databaseUrlOf, startServerProcess } from './server-process.ts';
import { seedFollowers } from './copy-seed.ts';
import { argNumber, check, runBench, smoke } from './support.ts';

const FOLLOWERS = argNumber('followers', 10_000, 200);
const SHARE_BPS = 2000;

await runBench(async () => {
  const store = await createStore('copy-settlement');
  const server = await startServerProcess(store, {}, 120_000);
  const url = databaseUrlOf(store);
  const direct = new pg.Client({ connectionString: url });
  await direct.connect();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const trader = await signUp({ base: server.url, label: 'trader' });
    const seeding = performance.now();
    await seedFollowers(direct, { traderId: trader.id, followers: FOLLOWERS, shareBps: SHARE_BPS });
    console.log(
      `seeded ${FOLLOWERS.toLocaleString('en-US')} followers with copies in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const opening = performance.now();
    const opened = expectStatus(
      await call(server.url, '/v1/trader/positions', {
        cookie: trader.cookie,
        body: { instrumentId: 'btc-usd', side: 'long', entryPrice: '97250.5', sizeBps: 2500 },
      }),
      201,
      'open the position',
    );
    const openMs = performance.now() - opening;
    const mirrors = await direct.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM copy_positions WHERE position_id = $1`,
      [opened.body.id],
    );
    check(mirrors.rows[0]!.n === FOLLOWERS, `${mirrors.rows[0]!.n} mirrors, expected ${FOLLOWERS}`);

    const closing = performance.now();
    const closed = expectStatus(
      await call(server.url, `/v1/trader/positions/${opened.body.id}/close`, {
        cookie: trader.cookie,
        body: { exitPrice: '101337.12345678', percent: 100 },
      }),
      200,
      'close the position',
    );
    const closeMs = performance.now() - closing;
    check(
      closed.body.followersSettled === FOLLOWERS,
      `${closed.body.followersSettled} followers settled, expected ${FOLLOWERS}`,
    );

    // Every copy's equity is what the shared arithmetic says, and the trader has the shares.
    const rows = await direct.query<{ id: string; equity: string; invested: string; n: number }>(
      `SELECT c.id, c.equity, c.invested,
         (SELECT count(*)::int FROM copy_settlements s WHERE s.copy_id = c.id) AS n
       FROM copies c WHERE c.trader_id = $1`,
      [trader.id],
    );
    let wrong = 0;
    let shares = 0n;
    for (const row of rows.rows) {
      const invested = BigInt(row.invested);
      const s = settleMirror({
        equityAtOpen: invested,
        sizeBps: 2500n,
        closedBps: 10_000n,
        side: 'long',
        entryPrice: parsePrice('97250.5'),
        exitPrice: parsePrice('101337.12345678'),
        equity: invested,
        highWaterMark: invested,
        shareBps: BigInt(SHARE_BPS),
      });
      shares += s.share;
      if (BigInt(row.equity) !== s.equityAfter || row.n !== 1) wrong += 1;
    }
    check(wrong === 0, `${wrong} copies settled wrong`);
    const balance = await direct.query<{ balance: string }>(
      `SELECT balance FROM users WHERE id = $1`,
      [trader.id],
    );
    check(
      BigInt(balance.rows[0]!.balance) === shares,
      `trader balance ${balance.rows[0]!.balance}, expected the shares ${shares}`,
    );

    const { anomalies } = await reconcileLedger({
      db: drizzle({ client: pool, schema }) as unknown as Db,
    });
    console.log(`\n${FOLLOWERS.toLocaleString('en-US')} followers${smoke ? ' (smoke)' : ''}:`);
    console.table({
      'open (mirrors opened), ms': Math.round(openMs),
      'close (all settled), ms': Math.round(closeMs),
      'followers settled': closed.body.followersSettled,
      'shares to the trader, cents': Number(shares),
      'copies settled wrong': wrong,
      'ledger anomalies': anomalies.length,
    });
    if (!smoke && closeMs > 2000) console.log('note: above the 2 s target');
    check(
      anomalies.length === 0,
      `${anomalies.length} ledger anomalies: ${JSON.stringify(anomalies.slice(0, 3))}`,
    );
  } finally {
    await pool.end();
    await direct.end().catch(() => undefined);
    await server.stop();
  }
});
