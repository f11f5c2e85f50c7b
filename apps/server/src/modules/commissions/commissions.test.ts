import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { referralCommissions, users } from '../../db/schema.ts';
import { reconcileLedger } from '../ledger/index.ts';
import { adminClient, registerActiveUser, type TestClient } from '../../../test/support/client.ts';
import { outboxTo } from '../../../test/support/outbox.ts';
import { seedPaymentMethod } from '../../../test/support/seed.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';

let ctx: TestContext;
let admin: TestClient;
let methodId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx)).id;
});

async function setCommissions(levels: number[], enabled = true, signupBonusCents = 100_00) {
  const response = await admin.put('/v1/admin/settings/referrals', {
    signupBonusCents,
    commissions: { enabled, levels },
  });
  expect(response.status).toBe(200);
}

/** A chain of `length` active users, each referred by the one before: [top, …, bottom]. */
async function chain(length: number) {
  const people: Awaited<ReturnType<typeof registerActiveUser>>[] = [];
  for (let i = 0; i < length; i++) {
    const referrerId = people[i - 1]?.user.referralId;
    people.push(
      await registerActiveUser(ctx, {
        name: `Person ${i}`,
        ...(referrerId ? { referrerId } : {}),
      }),
    );
  }
  return people;
}

async function deposit(client: TestClient, amount: number) {
  const response = await client.post('/v1/deposits', { paymentMethodId: methodId, amount });
  expect(response.status).toBe(201);
  return response.body.$id as string;
}

const balanceOf = async (client: TestClient) =>
  (await client.get('/v1/session')).body.user.balance as number;

describe('multi-level referral commissions', () => {
  it('pay each level its floored share of an approved deposit, with a transaction, a notification and a mail; shown in the log and the tree', async () => {
    await setCommissions([500, 250, 100]);
    const [top, middle, direct, depositor] = await chain(4);
    const id = await deposit(depositor!.client, 333_33);
    expect(await balanceOf(direct!.client)).toBe(0);
    expect((await admin.post(`/v1/admin/transactions/${id}/approve`)).status).toBe(200);
    // 5 % of 333.33 = 16.6665 → 16.66; 2.5 % → 8.33; 1 % → 3.33
    expect(await balanceOf(direct!.client)).toBe(16_66);
    expect(await balanceOf(middle!.client)).toBe(8_33);
    expect(await balanceOf(top!.client)).toBe(3_33);

    const list = await direct!.client.get('/v1/transactions');
    expect(list.body.transactions[0]).toMatchObject({
      kind: 'referral_commission',
      status: 'success',
      type: 'credit',
      amount: 16_66,
      descriptionCode: 'referral_commission',
      descriptionParams: { name: 'Person 3', level: 1 },
    });
    const log = await middle!.client.get('/v1/referrals/commissions');
    expect(log.body).toMatchObject({
      total: 1,
      commissions: [
        { level: 2, fromName: 'Person 3', depositAmount: 333_33, amount: 8_33, bps: 250 },
      ],
    });
    const notes = await top!.client.get('/v1/notifications');
    expect(notes.body.notifications[0]).toMatchObject({
      kind: 'referral_commission',
      amount: 3_33,
    });
    const [mail] = await outboxTo(ctx, top!.user.email, 'referral-commission');
    expect(mail?.data).toMatchObject({ amount: 3_33, level: 3, from: 'Person 3' });

    const tree = await top!.client.get('/v1/referrals/tree');
    expect(tree.body.enabled).toBe(true);
    expect(tree.body.levels.slice(0, 4)).toEqual([
      { level: 1, count: 1, deposits: 0, commissions: 0 },
      { level: 2, count: 1, deposits: 0, commissions: 0 },
      { level: 3, count: 1, deposits: 333_33, commissions: 3_33 },
      { level: 4, count: 0, deposits: 0, commissions: 0 },
    ]);
    // The depositor's own deposit went to their balance whole.
    expect(await balanceOf(depositor!.client)).toBe(333_33);
    const { anomalies } = await reconcileLedger({ db: ctx.database.db });
    expect(anomalies).toEqual([]);
  });

  it('are paid once per deposit and level, however often and however concurrently the approval is repeated', async () => {
    await setCommissions([1000, 500]);
    const [top, direct, depositor] = await chain(3);
    const id = await deposit(depositor!.client, 100_00);
    const approve = (key?: string) =>
      admin.post(`/v1/admin/transactions/${id}/approve`, {}, key ? { 'idempotency-key': key } : {});
    const answers = await Promise.all([
      approve('approve-key-1'),
      approve('approve-key-1'),
      approve('approve-key-2'),
      approve(),
      approve(),
    ]);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect(a.status).toBeLessThan(500);
    expect((await approve('approve-key-3')).status).toBeLessThan(500);
    expect(await balanceOf(direct!.client)).toBe(10_00);
    expect(await balanceOf(top!.client)).toBe(5_00);
    const rows = await ctx.database.db
      .select()
      .from(referralCommissions)
      .where(eq(referralCommissions.depositId, id));
    expect(rows.map((r) => r.level).sort()).toEqual([1, 2]);
    // The database refuses a second row for a (deposit, level) whatever the code does.
    await expect(
      ctx.database.db.insert(referralCommissions).values({ ...rows[0]!, id: 'dup-commission' }),
    ).rejects.toThrow();
    expect((await reconcileLedger({ db: ctx.database.db })).anomalies).toEqual([]);
  });

  it('stop at the configured number of levels and at the top of the chain', async () => {
    await setCommissions([100, 100]);
    const people = await chain(5);
    const depositor = people[4]!;
    const id = await deposit(depositor.client, 100_00);
    await admin.post(`/v1/admin/transactions/${id}/approve`);
    const balances = await Promise.all(people.slice(0, 4).map((p) => balanceOf(p.client)));
    // levels 1 and 2 (people[3], people[2]) earn; people[1] and people[0] are beyond two levels
    expect(balances).toEqual([0, 0, 1_00, 1_00]);

    await setCommissions([100, 100, 100, 100, 100]);
    const short = await chain(2);
    const second = await deposit(short[1]!.client, 100_00);
    await admin.post(`/v1/admin/transactions/${second}/approve`);
    // Only one referrer above: one commission, none invented past the top.
    const rows = await ctx.database.db
      .select()
      .from(referralCommissions)
      .where(eq(referralCommissions.depositId, second));
    expect(rows.map((r) => [r.level, r.referrerId])).toEqual([[1, short[0]!.user.$id]]);
  });

  it('skip a suspended referrer’s level without passing its share up', async () => {
    await setCommissions([1000, 500]);
    const [top, direct, depositor] = await chain(3);
    await ctx.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, direct!.user.$id));
    const id = await deposit(depositor!.client, 100_00);
    await admin.post(`/v1/admin/transactions/${id}/approve`);
    expect(await balanceOf(direct!.client)).toBe(0);
    expect(await balanceOf(top!.client)).toBe(5_00);
  });

  it('are off by default and pay nothing for a rejected deposit', async () => {
    await setCommissions([1000], false);
    const [referrer, depositor] = await chain(2);
    const id = await deposit(depositor!.client, 100_00);
    await admin.post(`/v1/admin/transactions/${id}/approve`);
    expect(await balanceOf(referrer!.client)).toBe(0);
    await setCommissions([1000]);
    const rejected = await deposit(depositor!.client, 100_00);
    await admin.post(`/v1/admin/transactions/${rejected}/reject`, { reason: 'not received' });
    expect(await balanceOf(referrer!.client)).toBe(0);
    expect((await referrer!.client.get('/v1/referrals/commissions')).body.total).toBe(0);
  });
});

describe('referral settings', () => {
  it('the sign-up bonus comes from the setting (REFERRAL_BONUS_CENTS its default); only admins read or change it, audited; bad levels refused', async () => {
    const fresh = await createTestContext({ REFERRAL_BONUS_CENTS: '2500' }, ctx);
    const freshAdmin = await adminClient(fresh);
    await ctx.database.db.execute(sql`DELETE FROM platform_settings WHERE key = 'referrals'`);
    expect((await freshAdmin.get('/v1/admin/settings/referrals')).body).toEqual({
      signupBonusCents: 25_00,
      commissions: { enabled: false, levels: [] },
    });
    await setCommissions([], false, 42_00);
    const referrer = await registerActiveUser(ctx);
    const friend = await registerActiveUser(ctx, { referrerId: referrer.user.referralId });
    expect(friend.user.referrerId).toBe(referrer.user.referralId);
    expect((await referrer.client.get('/v1/dashboard')).body.pendingBonus).toBe(42_00);

    const user = referrer.client;
    expect((await user.get('/v1/admin/settings/referrals')).status).toBe(401);
    expect(
      (await user.put('/v1/admin/settings/referrals', { signupBonusCents: 1, commissions: {} }))
        .status,
    ).toBe(401);
    const tooMany = await admin.put('/v1/admin/settings/referrals', {
      signupBonusCents: 0,
      commissions: { enabled: true, levels: [1, 1, 1, 1, 1, 1] },
    });
    expect(tooMany.status).toBe(400);
    const tooMuch = await admin.put('/v1/admin/settings/referrals', {
      signupBonusCents: 0,
      commissions: { enabled: true, levels: [3000, 2001] },
    });
    expect(tooMuch.status).toBe(400);
    const audit = await admin.get('/v1/admin/audit');
    expect(JSON.stringify(audit.body)).toContain('referrals');
  });
});
