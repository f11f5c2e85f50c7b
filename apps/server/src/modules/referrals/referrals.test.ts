import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import {
  adminClient,
  registration,
  registerUser,
  TestClient,
} from '../../../test/support/client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe('referral bonus', () => {
  it('promises the referrer 100 at sign-up and pays it to balance and bonus when an admin activates the friend', async () => {
    const admin = await adminClient(ctx);
    const referrer = await registerUser(ctx, { name: 'Rita Referrer' });
    const friend = await registerUser(ctx, {
      name: 'Fred Friend',
      referrerId: referrer.user.referralId,
    });
    expect(friend.user.referrerId).toBe(referrer.user.referralId);
    // Pending: shown, not spendable, not on the transaction list.
    expect((await referrer.client.get('/v1/session')).body.user).toMatchObject({
      balance: 0,
      bonus: 0,
    });
    expect((await referrer.client.get('/v1/dashboard')).body.pendingBonus).toBe(100_00);
    const waiting = await referrer.client.get('/v1/referrals');
    expect(waiting.body.referrals[0]).toMatchObject({
      name: 'Fred Friend',
      bonusStatus: 'pending',
    });
    expect((await referrer.client.get('/v1/transactions')).body.total).toBe(0);

    const activated = await admin.post(`/v1/users/${friend.user.$id}/activate`, {});
    expect(activated.status).toBe(200);
    expect((await referrer.client.get('/v1/session')).body.user).toMatchObject({
      balance: 100_00,
      bonus: 100_00,
    });
    expect((await referrer.client.get('/v1/dashboard')).body.pendingBonus).toBe(0);
    expect((await referrer.client.get('/v1/referrals')).body.referrals[0].bonusStatus).toBe('paid');
    const list = await referrer.client.get('/v1/transactions');
    expect(list.body.transactions[0]).toMatchObject({
      kind: 'referral_bonus',
      status: 'success',
      type: 'credit',
      amount: 100_00,
    });
    expect(list.body.transactions[0].description).toContain('Fred Friend');

    // Activating again (deactivate, activate) pays nothing more.
    await admin.post(`/v1/users/${friend.user.$id}/deactivate`, {});
    await admin.post(`/v1/users/${friend.user.$id}/activate`, {});
    expect((await referrer.client.get('/v1/session')).body.user.balance).toBe(100_00);
  });

  it('throwaway sign-ups put nothing withdrawable in the referrer balance, and a deleted or closed one never pays', async () => {
    const admin = await adminClient(ctx);
    const referrer = await registerUser(ctx);
    const throwaways = [];
    for (let i = 0; i < 4; i++) {
      throwaways.push(await registerUser(ctx, { referrerId: referrer.user.referralId }));
    }
    expect((await referrer.client.get('/v1/session')).body.user.balance).toBe(0);
    expect((await referrer.client.get('/v1/dashboard')).body.pendingBonus).toBe(400_00);

    expect((await admin.delete(`/v1/users/${throwaways[0]!.user.$id}`)).status).toBe(204);
    expect((await throwaways[1]!.client.patch('/v1/account/status', {})).status).toBe(200);
    expect((await referrer.client.get('/v1/dashboard')).body.pendingBonus).toBe(200_00);
    // Activating a closed account afterwards does not revive its bonus.
    await admin.post(`/v1/users/${throwaways[1]!.user.$id}/activate`, {});
    expect((await referrer.client.get('/v1/session')).body.user.balance).toBe(0);
    const statuses = (await referrer.client.get('/v1/referrals')).body.referrals.map(
      (r: { bonusStatus: string }) => r.bonusStatus,
    );
    expect(statuses.sort()).toEqual(['pending', 'pending', 'void']);
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
    expect((await referrer.client.get('/v1/dashboard')).body.pendingBonus).toBe(200_00);
  });

  it('pays the configured bonus', async () => {
    const local = await createTestContext({ REFERRAL_BONUS_CENTS: '2500' }, ctx);
    const referrer = await registerUser(local);
    const friend = await registerUser(local, { referrerId: referrer.user.referralId });
    await (await adminClient(local)).post(`/v1/users/${friend.user.$id}/activate`, {});
    expect((await referrer.client.get('/v1/session')).body.user).toMatchObject({
      balance: 25_00,
      bonus: 25_00,
    });
  });
});

describe('referral abuse', () => {
  it('refuses referring oneself: the same mailbox written another way, or one’s own verified number', async () => {
    const referrer = await registerUser(ctx, {
      email: `farmer.one${Date.now()}@gmail.com`,
    });
    const [local, domain] = (referrer.input.email as string).split('@');
    const self = await new TestClient(ctx.app).post(
      '/v1/account',
      registration({
        email: `${local!.replace('.', '')}+alt@${domain}`,
        referrerId: referrer.user.referralId,
      }),
    );
    expect(self.body).toMatchObject({ code: 400, type: 'user_referrer_self' });
    expect((await referrer.client.get('/v1/dashboard')).body.pendingBonus).toBe(0);
  });

  it('promises at most REFERRAL_MAX_PENDING bonuses a day to one referrer; later sign-ups still succeed', async () => {
    const local = await createTestContext({ REFERRAL_MAX_PENDING: '2' }, ctx);
    const referrer = await registerUser(local);
    for (let i = 0; i < 3; i++) {
      const friend = await registerUser(local, { referrerId: referrer.user.referralId });
      expect(friend.user.referrerId).toBe(referrer.user.referralId);
    }
    expect((await referrer.client.get('/v1/dashboard')).body.pendingBonus).toBe(200_00);
  });
});
