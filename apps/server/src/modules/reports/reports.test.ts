import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REPORT_MAX_BUCKETS } from '@copyvest/shared';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import {
  adminClient,
  registerUser,
  TestClient,
  type TestClient as Client,
} from '../../../test/support/client.ts';
import { fund, seedPaymentMethod, seedPlan } from '../../../test/support/seed.ts';
import { rowsOf } from '../../db/client.ts';
import { reconcileLedger } from '../ledger/index.ts';

const DAY = 86_400_000;
const WALLET = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';

let ctx: TestContext;
let admin: Client;
let methodId: string;
/** The dataset's first day (YYYY-MM-DD) and its users. */
let day0: string;
let ada: Awaited<ReturnType<typeof registerUser>>;
let bob: Awaited<ReturnType<typeof registerUser>>;

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const today = () => ctx.clock.now().toISOString().slice(0, 10);
const range = (from: string, to: string, granularity = 'day') =>
  `from=${from}&to=${to}&granularity=${granularity}`;

/**
 * The constructed dataset, far from the other tests' days: on day 0 two users sign up and are
 * activated, deposit 100.00 and 50.00 (approved), Ada withdraws 30.00 (approved) and Bob leaves
 * a deposit of 7.00 pending; on day 1 Bob deposits 200.00 (approved) and a deposit of 9.00 is
 * rejected; on day 8 Ada deposits 10.00 (approved), invests 50.00 and asks to withdraw 20.00
 * (pending).
 */
beforeAll(async () => {
  ctx = await createTestContext();
  methodId = (await seedPaymentMethod(ctx)).id;
  const plan = await seedPlan(ctx, { min: 10_00 });
  // Start at the beginning of a UTC day a year ahead, so every step below stays on its day.
  const now = ctx.clock.now().getTime();
  ctx.clock.advance(Math.ceil(now / DAY) * DAY + 365 * DAY + 60_000 - now);
  day0 = today();
  admin = await adminClient(ctx);
  ada = await registerUser(ctx, { name: 'Ada Report' });
  bob = await registerUser(ctx, { name: 'Bob Report' });
  for (const user of [ada, bob]) {
    expect((await admin.post(`/v1/users/${user.user.$id}/activate`)).status).toBe(200);
  }
  await fund(ada.client, admin, methodId, 100_00);
  await fund(bob.client, admin, methodId, 50_00);
  const withdrawal = await ada.client.post('/v1/withdrawals', {
    paymentMethodId: methodId,
    amount: 30_00,
    walletAddress: WALLET,
  });
  expect(withdrawal.status).toBe(201);
  expect((await admin.post(`/v1/admin/transactions/${withdrawal.body.$id}/approve`)).status).toBe(
    200,
  );
  expect(
    (await bob.client.post('/v1/deposits', { paymentMethodId: methodId, amount: 7_00 })).status,
  ).toBe(201);

  ctx.clock.advance(DAY);
  await fund(bob.client, admin, methodId, 200_00);
  const rejected = await bob.client.post('/v1/deposits', {
    paymentMethodId: methodId,
    amount: 9_00,
  });
  expect((await admin.post(`/v1/admin/transactions/${rejected.body.$id}/reject`, {})).status).toBe(
    200,
  );

  ctx.clock.advance(7 * DAY);
  await fund(ada.client, admin, methodId, 10_00);
  expect((await ada.client.post('/v1/trades', { planId: plan.id, amount: 50_00 })).status).toBe(
    201,
  );
  expect(
    (
      await ada.client.post('/v1/withdrawals', {
        paymentMethodId: methodId,
        amount: 20_00,
        walletAddress: WALLET,
      })
    ).status,
  ).toBe(201);
});

describe('GET /v1/admin/reports', () => {
  it('counts approved deposits and withdrawals, net inflow and users on the days they happened, with empty days in between', async () => {
    const response = await admin.get(`/v1/admin/reports?${range(day0, dayAfter(day0, 8))}`);
    expect(response.status).toBe(200);
    const { buckets, totals } = response.body;
    expect(buckets).toHaveLength(9);
    expect(buckets.map((b: { start: string }) => b.start)).toEqual(
      Array.from({ length: 9 }, (_, i) => dayAfter(day0, i)),
    );
    expect(buckets[0]).toEqual({
      start: day0,
      deposits: 150_00,
      depositCount: 2,
      withdrawals: 30_00,
      withdrawalCount: 1,
      net: 120_00,
      newUsers: 2,
      activatedUsers: 2,
    });
    expect(buckets[1]).toMatchObject({
      deposits: 200_00,
      depositCount: 1,
      withdrawals: 0,
      net: 200_00,
    });
    expect(buckets[8]).toMatchObject({ deposits: 10_00, depositCount: 1, withdrawalCount: 0 });
    for (const empty of buckets.slice(2, 8)) {
      expect(empty).toMatchObject({ deposits: 0, withdrawals: 0, newUsers: 0, activatedUsers: 0 });
    }
    expect(totals).toEqual({
      deposits: 360_00,
      depositCount: 4,
      withdrawals: 30_00,
      withdrawalCount: 1,
      net: 330_00,
      newUsers: 2,
      activatedUsers: 2,
    });
    expect(response.body.topDepositors).toEqual([
      { userId: bob.user.$id, name: 'Bob Report', email: bob.input.email, total: 250_00, count: 2 },
      { userId: ada.user.$id, name: 'Ada Report', email: ada.input.email, total: 110_00, count: 2 },
    ]);
  });

  it('groups the same days by week and by month with the same totals', async () => {
    for (const granularity of ['week', 'month']) {
      const response = await admin.get(
        `/v1/admin/reports?${range(day0, dayAfter(day0, 8), granularity)}`,
      );
      expect(response.status).toBe(200);
      expect(response.body.totals.deposits, granularity).toBe(360_00);
      const sum = response.body.buckets.reduce(
        (total: number, b: { deposits: number }) => total + b.deposits,
        0,
      );
      expect(sum).toBe(360_00);
    }
    const weekly = await admin.get(`/v1/admin/reports?${range(day0, dayAfter(day0, 8), 'week')}`);
    // Nine days touch two or three ISO weeks; each period starts on a Monday.
    expect([2, 3]).toContain(weekly.body.buckets.length);
    for (const bucket of weekly.body.buckets) {
      expect(new Date(`${bucket.start}T00:00:00Z`).getUTCDay()).toBe(1);
    }
  });

  it('a range with no activity answers every period with zeros and no depositors', async () => {
    const response = await admin.get(
      `/v1/admin/reports?${range('2001-01-01', '2001-03-31', 'month')}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.buckets.map((b: { start: string }) => b.start)).toEqual([
      '2001-01-01',
      '2001-02-01',
      '2001-03-01',
    ]);
    expect(response.body.totals.deposits).toBe(0);
    expect(response.body.topDepositors).toEqual([]);
  });

  it('liabilities are the ledger’s sums: balances, profit, capital in trades, copies and pending withdrawals', async () => {
    const { liabilities } = (await admin.get(`/v1/admin/reports?${range(day0, day0)}`)).body;
    const { anomalies, totals } = await reconcileLedger({ db: ctx.database.db });
    expect(anomalies).toEqual([]);
    const [users] = rowsOf<{ held: number; inCopies: number }>(
      await ctx.database.db.execute(sql`
        SELECT COALESCE(sum(held), 0)::float8 AS held,
          (SELECT COALESCE(sum(equity), 0)::float8 FROM copies) AS "inCopies" FROM users`),
    );
    expect(liabilities).toEqual({
      balances: totals.users.balance,
      profit: totals.users.profit,
      capitalInTrades: totals.platform.capital_in_trades,
      inCopies: users!.inCopies,
      pendingWithdrawals: users!.held,
      total:
        totals.users.balance +
        totals.users.profit +
        totals.platform.capital_in_trades! +
        users!.inCopies,
    });
    // And the constructed numbers: Ada 100 - 30 + 10 - 50 invested, Bob 50 + 200.
    expect(liabilities.capitalInTrades).toBe(50_00);
    expect(liabilities.balances).toBe(30_00 + 250_00);
    expect(liabilities.pendingWithdrawals).toBe(20_00);
  });

  it('refuses a bad range with 400: from after to, a date that does not exist, a missing date, too many periods, an unknown granularity', async () => {
    const tooLong = dayAfter('2020-01-01', REPORT_MAX_BUCKETS);
    for (const query of [
      range('2026-02-10', '2026-02-01'),
      range('2026-02-30', '2026-03-01'),
      'to=2026-03-01',
      range('2020-01-01', tooLong),
      range('2020-01-01', '2020-02-01', 'year'),
    ]) {
      const response = await admin.get(`/v1/admin/reports?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.type, query).toBe('general_argument_invalid');
    }
    // The same long range is fine by week.
    expect(
      (await admin.get(`/v1/admin/reports?${range('2020-01-01', tooLong, 'week')}`)).status,
    ).toBe(200);
  });

  it('is refused to a user who is not an admin (401) and to a visitor (401)', async () => {
    for (const client of [ada.client, new TestClient(ctx.app)]) {
      const response = await client.get(`/v1/admin/reports?${range(day0, day0)}`);
      expect(response.status).toBe(401);
      const csv = await client.get(`/v1/admin/reports/flows/csv?${range(day0, day0)}`);
      expect(csv.status).toBe(401);
    }
  });
});

describe('GET /v1/admin/reports/{report}/csv', () => {
  it('downloads each report as CSV with its header and one line per period or depositor', async () => {
    const flows = await admin.get(`/v1/admin/reports/flows/csv?${range(day0, dayAfter(day0, 1))}`);
    expect(flows.status).toBe(200);
    expect(flows.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(flows.headers['content-disposition']).toContain(
      `flows-${day0}-to-${dayAfter(day0, 1)}-day.csv`,
    );
    expect(flows.body.split('\r\n')).toEqual([
      'Period,Deposits,Deposits (count),Withdrawals,Withdrawals (count),Net inflow',
      `${day0},150.00,2,30.00,1,120.00`,
      `${dayAfter(day0, 1)},200.00,1,0.00,0,200.00`,
      '',
    ]);
    const top = await admin.get(
      `/v1/admin/reports/top-depositors/csv?${range(day0, dayAfter(day0, 8))}`,
    );
    expect(top.body.split('\r\n')[1]).toBe(`Bob Report,${bob.input.email},250.00,2`);
    const users = await admin.get(`/v1/admin/reports/users/csv?${range(day0, day0)}`);
    expect(users.body.split('\r\n')[1]).toBe(`${day0},2,2`);
    const liabilities = await admin.get(`/v1/admin/reports/liabilities/csv?${range(day0, day0)}`);
    expect(liabilities.body).toContain('Capital in running trades,50.00');
  });

  it('refuses an unknown report and a bad range with 400', async () => {
    expect((await admin.get(`/v1/admin/reports/secrets/csv?${range(day0, day0)}`)).status).toBe(
      400,
    );
    expect(
      (await admin.get(`/v1/admin/reports/flows/csv?${range(day0, '2000-01-01')}`)).status,
    ).toBe(400);
  });
});
