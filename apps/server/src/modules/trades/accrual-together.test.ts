import { and, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminClient, registerActiveUser, type TestClient } from '../../../test/support/client.ts';
import { countStatements } from '../../../test/support/count-statements.ts';
import { outboxTo } from '../../../test/support/outbox.ts';
import { fund, seedPaymentMethod, seedPlan } from '../../../test/support/seed.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { ledgerTransfers, trades, users } from '../../db/schema.ts';
import { accountName, ledgerOf, platformAccount, userAccount } from '../ledger/index.ts';
import { accrueAllTrades } from './accrue-all-trades.ts';

const DAY = 86_400_000;
let ctx: TestContext;
let admin: TestClient;
let methodId: string;

// A database of its own for each scenario: the job pays every ongoing trade it finds.
beforeEach(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx)).id;
});

/** `count` investors, each with $100 in a plan of `days` days paying 10 % a day. */
async function investors(count: number, days: number) {
  const plan = await seedPlan(ctx, { title: `Plan ${days}`, min: 100_00, roiBps: 1000, days });
  const made = [];
  for (let i = 0; i < count; i++) {
    const investor = await registerActiveUser(ctx);
    await fund(investor.client, admin, methodId, 100_00);
    const trade = await investor.client.post('/v1/trades', { planId: plan.id, amount: 100_00 });
    expect(trade.status).toBe(201);
    made.push({ ...investor, tradeId: trade.body.$id as string });
  }
  return made;
}

const figuresOf = async (userId: string) =>
  (
    await ctx.database.db
      .select({ balance: users.balance, profit: users.profit })
      .from(users)
      .where(eq(users.id, userId))
  )[0]!;

const accrualKeysOf = async (tradeId: string) =>
  (
    await ctx.database.db
      .select({ key: ledgerTransfers.uniqueKey })
      .from(ledgerTransfers)
      .where(
        and(eq(ledgerTransfers.reference, tradeId), like(ledgerTransfers.uniqueKey, 'accrual:%')),
      )
  )
    .map((row) => row.key)
    .sort();

describe('the accrual job pays many trades together', () => {
  it('in the same statements for two trades as for five, each day once, and matures them the same way', async () => {
    const first = await investors(2, 2);
    ctx.clock.advance(DAY + 1000);
    const two = await countStatements(() => accrueAllTrades({ deps: ctx.deps }));
    const more = await investors(3, 2);
    ctx.clock.advance(1000);
    // The first two earn their second day, the three new ones nothing yet.
    const again = await countStatements(() => accrueAllTrades({ deps: ctx.deps }));
    ctx.clock.advance(DAY);
    // Day two of the first pair (their terms end: they mature and close), day one of the rest.
    const five = await countStatements(() => accrueAllTrades({ deps: ctx.deps }));
    expect(two.result).toMatchObject({ trades: 2, paid: 2 * 10_00 });
    expect(five.result).toMatchObject({ trades: 5, paid: 5 * 10_00 });
    expect(again.count).toBeLessThanOrEqual(two.count);
    const accrualOnly = two.count;
    // Five trades paid together cost what two did, plus the maturity of the first pair.
    expect(five.count).toBeLessThanOrEqual(accrualOnly + 8);
    // The job's own lock, the accrual's transaction and the maturity's: none per trade.
    expect(five.statements.filter((text) => /^\s*begin/i.test(text)).length).toBe(3);

    for (const { user, tradeId } of first) {
      expect(await accrualKeysOf(tradeId)).toEqual([
        `accrual:${tradeId}:1:1`,
        `accrual:${tradeId}:1:2`,
      ]);
      // The profit and the capital back in the balance, as the owner's claim would.
      expect(await figuresOf(user.$id)).toEqual({ balance: 120_00, profit: 0 });
    }
    for (const { user, tradeId } of more) {
      expect(await accrualKeysOf(tradeId)).toEqual([`accrual:${tradeId}:1:1`]);
      expect(await figuresOf(user.$id)).toEqual({ balance: 0, profit: 10_00 });
    }
    const { client, input } = first[0]!;
    const credits = (await client.get('/v1/transactions')).body.transactions as {
      description: string;
      amount: number;
    }[];
    expect(credits.slice(0, 2).map(({ description, amount }) => ({ description, amount }))).toEqual(
      expect.arrayContaining([
        { description: expect.stringMatching(/Plan 2/), amount: 20_00 },
        { description: expect.stringMatching(/Plan 2/), amount: 100_00 },
      ]),
    );
    const [mail] = await outboxTo(ctx, input.email as string, 'trade-matured');
    expect(mail!.data).toMatchObject({ profit: 20_00, capital: 100_00, closed: true });
  });

  it("waits for an owner another transaction holds, pays the others meanwhile, and that owner's trade once it is free", async () => {
    const [busy, free] = await investors(2, 3);
    ctx.clock.advance(DAY + 1000);
    const holder = await ctx.database.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [busy!.user.$id]);
      let done = false;
      const run = accrueAllTrades({ deps: ctx.deps }).finally(() => {
        done = true;
      });
      await expect.poll(() => figuresOf(free!.user.$id)).toEqual({ balance: 0, profit: 10_00 });
      expect(done).toBe(false);
      expect(await figuresOf(busy!.user.$id)).toEqual({ balance: 0, profit: 0 });
      await holder.query('COMMIT');
      expect(await run).toMatchObject({ paid: 2 * 10_00 });
    } finally {
      holder.release();
    }
    expect(await figuresOf(busy!.user.$id)).toEqual({ balance: 0, profit: 10_00 });
    expect(await accrualKeysOf(busy!.tradeId)).toEqual([`accrual:${busy!.tradeId}:1:1`]);
    expect(await accrualKeysOf(free!.tradeId)).toEqual([`accrual:${free!.tradeId}:1:1`]);
  });

  it('meets a day already in the books: the batch changes nothing and each trade is paid once, one by one', async () => {
    const [paidBefore, other] = await investors(2, 3);
    ctx.clock.advance(DAY + 1000);
    // Day one of the first trade in the books and in its owner's profit, its trade not told: the
    // books balance, and the batch's keyed entry for that day fails.
    await ctx.database.db.transaction(async (tx) => {
      await tx.insert(ledgerTransfers).values({
        ledger: ledgerOf(platformAccount('profit_paid')),
        debitAccount: accountName(platformAccount('profit_paid')),
        creditAccount: accountName(userAccount(paidBefore!.user.$id, 'profit')),
        amount: 10_00,
        phase: 'posted',
        reason: 'accrual',
        reference: paidBefore!.tradeId,
        uniqueKey: `accrual:${paidBefore!.tradeId}:1:1`,
        createdAt: ctx.clock.now(),
      });
      await tx.update(users).set({ profit: 10_00 }).where(eq(users.id, paidBefore!.user.$id));
    });
    const run = await accrueAllTrades({ deps: ctx.deps });
    expect(run).toMatchObject({ trades: 2, paid: 10_00 });
    expect(await figuresOf(paidBefore!.user.$id)).toEqual({ balance: 0, profit: 10_00 });
    expect(await figuresOf(other!.user.$id)).toEqual({ balance: 0, profit: 10_00 });
    for (const { tradeId } of [paidBefore!, other!]) {
      expect(await accrualKeysOf(tradeId)).toEqual([`accrual:${tradeId}:1:1`]);
      const [trade] = await ctx.database.db
        .select({ daysPaid: trades.daysPaid })
        .from(trades)
        .where(eq(trades.id, tradeId));
      expect(trade!.daysPaid).toBe(1);
    }
  });
});
