import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { registration, registerUser, TestClient } from '../../../test/support/client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe('referral bonus', () => {
  it('pays the referrer 100 to balance and bonus with a visible success credit', async () => {
    const referrer = await registerUser(ctx, { name: 'Rita Referrer' });
    const friend = await registerUser(ctx, {
      name: 'Fred Friend',
      referrerId: referrer.user.referralId,
    });
    expect(friend.user.referrerId).toBe(referrer.user.referralId);
    const me = (await referrer.client.get('/v1/session')).body.user;
    expect(me).toMatchObject({ balance: 100_00, bonus: 100_00 });
    const list = await referrer.client.get('/v1/transactions');
    expect(list.body.transactions[0]).toMatchObject({
      kind: 'referral_bonus',
      status: 'success',
      type: 'credit',
      amount: 100_00,
    });
    expect(list.body.transactions[0].description).toContain('Fred Friend');
  });

  it('refuses an unknown referrer id with a clear 400 and creates nothing', async () => {
    const anonymous = new TestClient(ctx.app);
    const input = registration({ referrerId: 'nobody1234' });
    const response = await anonymous.post('/v1/account', input);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      type: 'user_referrer_not_found',
      message: 'No account has this referral ID. Check it, or leave the field empty.',
    });
    const retry = await anonymous.post('/v1/account', { ...input, referrerId: undefined });
    expect(retry.status).toBe(201);
  });

  it('treats an empty referrer id as none', async () => {
    const friend = await registerUser(ctx, { referrerId: '' });
    expect(friend.user.referrerId).toBeNull();
  });

  it('lists my referrals with a total, searchable by name', async () => {
    const referrer = await registerUser(ctx);
    await registerUser(ctx, { name: 'Alice Smith', referrerId: referrer.user.referralId });
    await registerUser(ctx, { name: 'Bob Jones', referrerId: referrer.user.referralId });
    const all = await referrer.client.get('/v1/referrals');
    expect(all.body.total).toBe(2);
    const search = await referrer.client.get('/v1/referrals?search=alice');
    expect(search.body.referrals.map((r: { name: string }) => r.name)).toEqual(['Alice Smith']);
    expect((await referrer.client.get('/v1/session')).body.user.bonus).toBe(200_00);
  });

  it('pays the configured bonus', async () => {
    const local = await createTestContext({ REFERRAL_BONUS_CENTS: '2500' }, ctx);
    const referrer = await registerUser(local);
    await registerUser(local, { referrerId: referrer.user.referralId });
    expect((await referrer.client.get('/v1/session')).body.user).toMatchObject({
      balance: 25_00,
      bonus: 25_00,
    });
  });
});
