import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerActiveUser, type TestClient } from '../../../test/support/client.ts';
import { fund, seedPaymentMethod, seedPlan } from '../../../test/support/seed.ts';
import { countStatements } from '../../../test/support/count-statements.ts';
import { accrueAllTrades } from './accrue-all-trades.ts';

const DAY = 86_400_000;
let ctx: TestContext;
let admin: TestClient;
let methodId: string;
let basic: Awaited<ReturnType<typeof seedPlan>>;
let gold: Awaited<ReturnType<typeof seedPlan>>;

beforeAll(async () => {
  ctx = await createTestContext({ ACCRUAL_MODE: 'timer' });
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx)).id;
  basic = await seedPlan(ctx, {
    title: 'Basic Plan',
    min: 100_00,
    max: 1_000_00,
    roiBps: 1000,
    days: 5,
  });
  gold = await seedPlan(ctx, {
    title: 'Gold Plan',
    min: 500_00,
    max: 10_000_00,
    roiBps: 250,
    days: 30,
  });
});

async function investor(amount: number) {
  const user = await registerActiveUser(ctx);
  await fund(user.client, admin, methodId, amount);
  return user;
}
const dashboardOf = async (client: TestClient) => (await client.get('/v1/dashboard')).body;

describe('plans', () => {
  it('are public, for the landing page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/plans' });
    expect(response.statusCode).toBe(200);
    const plans = response.json().plans;
    expect(plans.find((p: { title: string }) => p.title === 'Gold Plan')).toMatchObject({
      roi: 2.5,
      min: 500_00,
      days: 30,
    });
  });
});

describe('create trade', () => {
  it('takes the amount from the balance and opens the trade', async () => {
    const { client } = await investor(300_00);
    const trade = await client.post('/v1/trades', { planId: basic.id, amount: 200_00 });
    expect(trade.status).toBe(201);
    expect(trade.body).toMatchObject({
      planTitle: 'Basic Plan',
      roi: 10,
      amount: 200_00,
      status: 'ongoing',
    });
    const dashboard = await dashboardOf(client);
    expect(dashboard.user.balance).toBe(100_00);
    expect(dashboard.trade.$id).toBe(trade.body.$id);
  });

  it.each([
    [{ amount: 99_99 }, 'Amount must be greater than or equal to 100'],
    [{ amount: 1_000_01 }, 'Amount must be less than or equal to 1000'],
    [{ amount: 600_00 }, 'Insufficient balance'],
    [{ amount: undefined }, 'Amount is required'],
    [{ amount: -1 }, 'Enter a valid amount in dollars and cents'],
  ])('refuses %j with the invest message and changes nothing', async (override, message) => {
    const { client } = await investor(500_00);
    const response = await client.post('/v1/trades', {
      planId: basic.id,
      amount: 150_00,
      ...(override as Record<string, unknown>),
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    const dashboard = await dashboardOf(client);
    expect(dashboard.user.balance).toBe(500_00);
    expect(dashboard.trade).toBeNull();
  });

  it('answers 404 for an unknown plan', async () => {
    const { client } = await investor(500_00);
    expect((await client.post('/v1/trades', { planId: 'nope', amount: 150_00 })).status).toBe(404);
    expect((await dashboardOf(client)).user.balance).toBe(500_00);
  });

  it('cannot invest money held by a pending withdrawal', async () => {
    const { client } = await investor(300_00);
    await client.post('/v1/withdrawals', {
      paymentMethodId: methodId,
      amount: 150_00,
      walletAddress: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    });
    const response = await client.post('/v1/trades', { planId: basic.id, amount: 200_00 });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Insufficient balance');
  });

  it('upgrades an open trade: adds the amount, applies the new ROI, pays the days owed first', async () => {
    const { client } = await investor(2_000_00);
    await client.post('/v1/trades', { planId: basic.id, amount: 1_000_00 });
    ctx.clock.advance(2 * DAY + 1000);
    const { result: upgraded, statements } = await countStatements(() =>
      client.post('/v1/trades', {
        planId: gold.id,
        amount: 500_00,
        confirmPlanChange: true, // Gold's 2.5 % is below Basic's 10 %
      }),
    );
    expect(upgraded.status).toBe(201);
    // The open trade is moved: no attempt to open another one first.
    expect(statements.filter((text) => /^insert into "trades"/i.test(text))).toEqual([]);
    expect(upgraded.body).toMatchObject({
      planTitle: 'Gold Plan',
      roi: 2.5,
      amount: 1_500_00,
      daysPaid: 0,
      days: 30,
    });
    const dashboard = await dashboardOf(client);
    expect(dashboard.user.balance).toBe(500_00);
    expect(dashboard.user.profit).toBe(2 * 100_00); // two days at 10 % of 1,000 under the old terms
    ctx.clock.advance(DAY);
    await accrueAllTrades({ deps: ctx.deps });
    expect((await dashboardOf(client)).user.profit).toBe(200_00 + 37_50); // 2.5 % of 1,500
  });
});

describe('changing the plan of an open trade', () => {
  let silver: Awaited<ReturnType<typeof seedPlan>>;
  let starter: Awaited<ReturnType<typeof seedPlan>>;
  let wide: Awaited<ReturnType<typeof seedPlan>>;
  let premium: Awaited<ReturnType<typeof seedPlan>>;
  beforeAll(async () => {
    silver = await seedPlan(ctx, {
      title: 'Silver Plan',
      min: 1_000_00,
      max: 4_999_00,
      roiBps: 350,
      days: 14,
    });
    starter = await seedPlan(ctx, {
      title: 'Starter Plan',
      min: 100_00,
      max: 999_00,
      roiBps: 200,
      days: 7,
    });
    wide = await seedPlan(ctx, {
      title: 'Wide Plan',
      min: 100_00,
      max: 100_000_00,
      roiBps: 200,
      days: 30,
    });
    premium = await seedPlan(ctx, {
      title: 'Premium Plan',
      min: 100_00,
      max: 100_000_00,
      roiBps: 500,
      days: 60,
    });
  });

  async function silverTrade() {
    const user = await investor(2_000_00);
    const opened = await user.client.post('/v1/trades', { planId: silver.id, amount: 1_200_00 });
    expect(opened.status).toBe(201);
    return user;
  }

  async function expectUnchanged(client: TestClient) {
    const dashboard = await dashboardOf(client);
    expect(dashboard.user.balance).toBe(800_00);
    expect(dashboard.trade).toMatchObject({ planTitle: 'Silver Plan', amount: 1_200_00, roi: 3.5 });
    const investments = (await client.get('/v1/transactions')).body.transactions.filter(
      (t: { kind: string }) => t.kind === 'investment',
    );
    expect(investments).toHaveLength(1);
  }

  it("refuses a resulting trade above the target plan's maximum, even when confirmed", async () => {
    const { client } = await silverTrade();
    for (const confirmPlanChange of [undefined, true]) {
      const response = await client.post('/v1/trades', {
        planId: starter.id,
        amount: 100_00,
        confirmPlanChange,
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        type: 'trade_amount_invalid',
        message: "Your trade would be $1,300.00, above this plan's maximum of $999.00.",
      });
    }
    await expectUnchanged(client);
  });

  it('refuses a top-up of the same plan past its maximum', async () => {
    const user = await investor(1_000_00);
    await user.client.post('/v1/trades', { planId: starter.id, amount: 600_00 });
    const response = await user.client.post('/v1/trades', { planId: starter.id, amount: 400_00 });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      "Your trade would be $1,000.00, above this plan's maximum of $999.00.",
    );
    expect((await dashboardOf(user.client)).user.balance).toBe(400_00);
  });

  it('refuses a move to a lower ROI without a confirmed change of plan', async () => {
    const { client } = await silverTrade();
    for (const confirmPlanChange of [undefined, false]) {
      const response = await client.post('/v1/trades', {
        planId: wide.id,
        amount: 100_00,
        confirmPlanChange,
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        type: 'trade_plan_change_unconfirmed',
        message:
          'This plan pays a lower ROI than your ongoing trade. Confirm the change of plan to continue.',
      });
    }
    await expectUnchanged(client);
  });

  it('moves to a lower ROI once the change of plan is confirmed', async () => {
    const { client } = await silverTrade();
    const response = await client.post('/v1/trades', {
      planId: wide.id,
      amount: 100_00,
      confirmPlanChange: true,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      planTitle: 'Wide Plan',
      amount: 1_300_00,
      roi: 2,
      days: 30,
    });
    expect((await dashboardOf(client)).user.balance).toBe(700_00);
  });

  it('upgrades to a higher ROI without a confirmation flag', async () => {
    const { client } = await silverTrade();
    const response = await client.post('/v1/trades', { planId: premium.id, amount: 300_00 });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ planTitle: 'Premium Plan', amount: 1_500_00, roi: 5 });
  });

  it('refuses a confirmation that is not a boolean', async () => {
    const { client } = await silverTrade();
    const response = await client.post('/v1/trades', {
      planId: wide.id,
      amount: 100_00,
      confirmPlanChange: 'yes',
    });
    expect(response.status).toBe(400);
    await expectUnchanged(client);
  });
});

describe('profit accrual', () => {
  it('pays once per full day, caps at the plan days, and catches up after a gap', async () => {
    const { client } = await investor(100_00);
    await client.post('/v1/trades', { planId: basic.id, amount: 100_00 });
    ctx.clock.advance(DAY - 1000);
    await accrueAllTrades({ deps: ctx.deps });
    expect((await dashboardOf(client)).user.profit).toBe(0);
    ctx.clock.advance(2000);
    await accrueAllTrades({ deps: ctx.deps });
    await accrueAllTrades({ deps: ctx.deps });
    expect((await dashboardOf(client)).user.profit).toBe(10_00);
    ctx.clock.advance(10 * DAY); // a long gap: catch up, but never past the plan's 5 days
    await accrueAllTrades({ deps: ctx.deps });
    await accrueAllTrades({ deps: ctx.deps });
    // The term is complete: closed, and the 5 days of profit and the capital paid back once
    // (AUTO_CLOSE_MATURED, trade-maturity.test.ts).
    const dashboard = await dashboardOf(client);
    expect(dashboard.trade).toBeNull();
    expect(dashboard.user).toMatchObject({ profit: 0, balance: 150_00 });
  });

  it('never pays twice when two runs overlap', async () => {
    const { client } = await investor(200_00);
    await client.post('/v1/trades', { planId: basic.id, amount: 200_00 });
    ctx.clock.advance(3 * DAY + 1000);
    await Promise.all([
      accrueAllTrades({ deps: ctx.deps }),
      accrueAllTrades({ deps: ctx.deps }),
      accrueAllTrades({ deps: ctx.deps }),
    ]);
    expect((await dashboardOf(client)).user.profit).toBe(3 * 20_00);
  });
});

describe('claim profit', () => {
  it('moves profit to the balance, returns the capital and closes the trade', async () => {
    const { client } = await investor(100_00);
    await client.post('/v1/trades', { planId: basic.id, amount: 100_00 });
    ctx.clock.advance(2 * DAY + 1000);
    const claim = await client.post('/v1/trades/claim');
    expect(claim.status).toBe(200);
    expect(claim.body).toEqual({ profit: 20_00, capitalReturned: 100_00 });
    const dashboard = await dashboardOf(client);
    expect(dashboard.user).toMatchObject({ balance: 120_00, profit: 0 });
    expect(dashboard.trade).toBeNull();
    const kinds = dashboard.recentTransactions.map(
      (t: { kind: string; status: string }) => `${t.kind}:${t.status}`,
    );
    expect(kinds).toEqual(expect.arrayContaining(['profit_claim:success', 'trade_close:success']));
    const again = await client.post('/v1/trades/claim');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('You have no profit to claim');
  });

  it('answers "You have no profit to claim" before any day has passed, keeping the trade', async () => {
    const { client } = await investor(100_00);
    await client.post('/v1/trades', { planId: basic.id, amount: 100_00 });
    const claim = await client.post('/v1/trades/claim');
    expect(claim.status).toBe(400);
    expect(claim.body.message).toBe('You have no profit to claim');
    expect((await dashboardOf(client)).trade).not.toBeNull();
  });

  it('concurrent claims pay once', async () => {
    const { client } = await investor(100_00);
    await client.post('/v1/trades', { planId: basic.id, amount: 100_00 });
    ctx.clock.advance(DAY + 1000);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => client.post('/v1/trades/claim')),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await dashboardOf(client)).user.balance).toBe(110_00);
  });
});
