import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, registerActiveUser } from '../../../test/support/client.ts';
import { fund, seedPaymentMethod, seedPlan } from '../../../test/support/seed.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { ledgerTransfers, trades } from '../../db/schema.ts';
import { ACCRUAL_LOCK, accrueAllTrades } from './accrue-all-trades.ts';
import { accrueTrade } from './accrue-trade.ts';

/**
 * Several servers on one database run the accrual job (decision 051): one at a time, each day of
 * a trade paid once, and never a day more to a trade another server closed meanwhile.
 */
const DAY = 86_400_000;
let ctx: TestContext;
let methodId: string;
let planId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  methodId = (await seedPaymentMethod(ctx)).id;
  planId = (await seedPlan(ctx, { title: 'Ten Day Plan', min: 100_00, roiBps: 1000, days: 10 })).id;
});

/** An investor with $100 in the 10-day plan paying 10 % a day, through `context`. */
async function investing(context: TestContext) {
  const admin = await adminClient(context);
  const investor = await registerActiveUser(context);
  await fund(investor.client, admin, methodId, 100_00);
  const trade = await investor.client.post('/v1/trades', { planId, amount: 100_00 });
  expect(trade.status).toBe(201);
  const [row] = await context.database.db
    .select()
    .from(trades)
    .where(eq(trades.userId, investor.user.$id));
  return { ...investor, trade: row! };
}

const accrualsOf = (tradeId: string) =>
  ctx.database.db
    .select({ key: ledgerTransfers.uniqueKey, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.reason, 'accrual'), eq(ledgerTransfers.reference, tradeId)));

describe('the accrual job on several servers sharing one database', () => {
  it("a tick while another server's run holds the job leaves the days to it; a waiting run pays them once after", async () => {
    const other = await createTestContext({}, ctx);
    const { trade } = await investing(ctx);
    ctx.clock.advance(2 * DAY + 1000);
    other.clock.advance(2 * DAY + 1000);
    // Another server's run in progress: the job's lock, held on a connection of its own.
    const holder = new pg.Client({ connectionString: ctx.url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT pg_advisory_xact_lock($1)', [ACCRUAL_LOCK]);
    const skipped = await accrueAllTrades({ deps: other.deps, ifBusy: 'skip' });
    expect(skipped).toEqual({ trades: 0, paid: 0, skipped: true });
    expect(await accrualsOf(trade.id)).toEqual([]);
    const waiting = accrueAllTrades({ deps: ctx.deps, ifBusy: 'wait' });
    await holder.query('COMMIT');
    await holder.end();
    const [first, second] = await Promise.all([
      waiting,
      accrueAllTrades({ deps: other.deps, ifBusy: 'wait' }),
    ]);
    expect(first.skipped || second.skipped).toBe(false);
    expect((await accrualsOf(trade.id)).map((t) => t.key).sort()).toEqual([
      `accrual:${trade.id}:1:1`,
      `accrual:${trade.id}:1:2`,
    ]);
  });

  it('three servers ticking at once pay each day of a trade once', async () => {
    const servers = [ctx, await createTestContext({}, ctx), await createTestContext({}, ctx)];
    const { trade } = await investing(ctx);
    const target = ctx.clock.offset + 3 * DAY;
    for (const server of servers) server.clock.moveTo(target);
    const runs = await Promise.all(
      servers.flatMap((server) => [
        accrueAllTrades({ deps: server.deps, ifBusy: 'skip' }),
        accrueAllTrades({ deps: server.deps, ifBusy: 'wait' }),
      ]),
    );
    expect(runs.some((run) => !run.skipped)).toBe(true);
    const keys = (await accrualsOf(trade.id)).map((t) => t.key!);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(3);
  });

  it('a trade read before another server closed it earns no day after its close', async () => {
    const timer = await createTestContext({ ACCRUAL_MODE: 'timer' }, ctx);
    const { client, trade: before } = await investing(timer);
    timer.clock.advance(DAY + 1000);
    // Another server's claim pays the day so far and closes the trade…
    const claim = await client.post('/v1/trades/claim');
    expect(claim.status).toBe(200);
    const paidAtClose = (await accrualsOf(before.id)).length;
    // … while the job still holds the row it read before: a day later it must pay nothing.
    timer.clock.advance(DAY);
    const paid = await timer.database.db.transaction((tx) =>
      accrueTrade({ tx, trade: before, now: timer.clock.now() }),
    );
    expect(paid).toBe(0);
    expect(await accrualsOf(before.id)).toHaveLength(paidAtClose);
  });
});
