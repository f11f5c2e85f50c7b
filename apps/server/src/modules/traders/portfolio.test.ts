import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerActiveUser } from '../../../test/support/client.ts';
import { makeLeadTrader } from '../../../test/support/lead-trader.ts';
import { fund, seedPaymentMethod, seedPlan } from '../../../test/support/seed.ts';
import { DAY, seedCopy, seedCopyGain, returnSeededCopies } from './traders-test-support.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(() => returnSeededCopies(ctx.database.db));

const endOfDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 23, 59, 59, 999));

describe('GET /v1/portfolio', () => {
  it('sums balance, trade and copies, with a daily series of only what crossed the edge', async () => {
    const admin = await adminClient(ctx);
    const methodId = (await seedPaymentMethod(ctx)).id;
    const plan = await seedPlan(ctx, {
      title: 'Basic',
      min: 100_00,
      max: 5000_00,
      roiBps: 100,
      days: 30,
    });
    const trader = await registerActiveUser(ctx);
    await makeLeadTrader(ctx.database.db, trader.user.$id);
    const { client, user } = await registerActiveUser(ctx);

    // Day 1: a deposit of $1,000 (in from outside: the total is 1,000).
    const day1 = ctx.clock.now();
    await fund(client, admin, methodId, 1000_00);
    // Day 2: $400 into a trade (between the user's balance and the trades' capital: no change).
    ctx.clock.advance(DAY);
    expect((await client.post('/v1/trades', { planId: plan.id, amount: 400_00 })).status).toBe(201);
    // Day 3: a copy with $300 from the balance (no change), and a gain of $20 settled into it.
    ctx.clock.advance(DAY);
    const day3 = ctx.clock.now();
    const copyId = await seedCopy(ctx.database.db, {
      followerId: user.$id,
      traderId: trader.user.$id,
      equity: 300_00,
      at: day3,
      fromBalance: true,
    });
    await seedCopyGain(ctx.database.db, copyId, 20_00, day3);

    const response = await client.get('/v1/portfolio');
    expect(response.status).toBe(200);
    const now = new Date(response.body.series.at(-1).at);
    expect(response.body).toMatchObject({
      balance: 300_00,
      profit: 0,
      inTrades: 400_00,
      inCopies: 320_00,
      total: 1020_00,
    });
    const today = endOfDay(day3) < now ? endOfDay(day3) : now;
    expect(response.body.series).toEqual([
      { at: endOfDay(day1).toISOString(), value: 1000_00 },
      { at: today.toISOString(), value: 1020_00 },
      { at: now.toISOString(), value: 1020_00 },
    ]);
  });
});
