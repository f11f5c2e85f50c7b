import { beforeAll, describe, expect, it } from 'vitest';
import { Query } from '@copyvest/shared';
import { createTestContext, TEST_ADMIN, type TestContext } from '../../../test/support/test-app.ts';
import {
  adminClient,
  loginAs,
  q,
  registerActiveUser,
  registerUser,
  TestClient,
} from '../../../test/support/client.ts';
import { fund, seedPaymentMethod, seedPlan } from '../../../test/support/seed.ts';
import { runReconciliation } from '../ledger/index.ts';

let ctx: TestContext;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  adminId = (await admin.get('/v1/account')).body.$id;
});

async function lastAudit(targetId: string) {
  return (await admin.get(`/v1/admin/audit${q(Query.equal('targetId', targetId))}`)).body
    .entries[0];
}

describe('users', () => {
  it('activates and deactivates with an audit entry', async () => {
    const { user, client } = await registerUser(ctx);
    const activated = await admin.post(`/v1/users/${user.$id}/activate`);
    expect(activated.body.isActive).toBe(true);
    expect(await lastAudit(user.$id)).toMatchObject({
      actorId: adminId,
      action: 'user.activate',
      before: { isActive: false },
      after: { isActive: true },
    });
    expect((await client.get('/v1/session')).body.user.isActive).toBe(true);
    await admin.post(`/v1/users/${user.$id}/deactivate`);
    expect((await lastAudit(user.$id)).action).toBe('user.deactivate');
    const refused = await client.post('/v1/deposits', { paymentMethodId: 'x', amount: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body.type).toBe('user_inactive');
  });

  it('makes a user admin, who can then reach admin endpoints', async () => {
    const { user, client } = await registerActiveUser(ctx);
    expect((await client.get('/v1/users')).body).toMatchObject({
      code: 401,
      type: 'user_unauthorized',
    });
    expect((await admin.post(`/v1/users/${user.$id}/make-admin`)).body.isAdmin).toBe(true);
    expect((await client.get('/v1/users')).status).toBe(200);
    expect((await lastAudit(user.$id)).action).toBe('user.make_admin');
    const admins = (
      await admin.get(`/v1/users${q(Query.equal('isAdmin', true), Query.limit(100))}`)
    ).body.users;
    expect(admins.every((u: { isAdmin: boolean }) => u.isAdmin)).toBe(true);
    expect(admins.some((u: { $id: string }) => u.$id === user.$id)).toBe(true);
  });

  it('updates phone and country, refusing blanks and unchanged values', async () => {
    const { user, input } = await registerUser(ctx);
    expect(
      (await admin.patch(`/v1/users/${user.$id}`, { phone: '', country: 'Peru' })).body.message,
    ).toBe('Phone number is required');
    expect(
      (await admin.patch(`/v1/users/${user.$id}`, { phone: input.phone, country: input.country }))
        .body.message,
    ).toBe('No changes made');
    const updated = await admin.patch(`/v1/users/${user.$id}`, {
      phone: '+51 1 2345678',
      country: 'Peru',
    });
    expect(updated.body).toMatchObject({ phone: '+5112345678', country: 'Peru' });
    expect(await lastAudit(user.$id)).toMatchObject({
      action: 'user.update',
      after: { country: 'Peru' },
    });
    expect(
      (await admin.patch('/v1/users/unknown', { phone: '+5112345678', country: 'Peru' })).status,
    ).toBe(404);
  });

  it('deleting a user ends their sessions and logins but keeps their money records', async () => {
    const method = await seedPaymentMethod(ctx);
    const { user, client, input } = await registerActiveUser(ctx);
    await fund(client, admin, method.id, 50_00);
    expect((await admin.delete(`/v1/users/${user.$id}`)).status).toBe(204);
    expect((await client.get('/v1/account')).status).toBe(401);
    const login = await new TestClient(ctx.app).post('/v1/account/sessions/email', {
      email: input.email,
      password: input.password,
    });
    expect(login.status).toBe(401);
    expect((await admin.get(`/v1/users/${user.$id}`)).status).toBe(404);
    const transactions = await admin.get(
      `/v1/admin/transactions${q(Query.equal('userId', user.$id))}`,
    );
    expect(transactions.body.total).toBe(1);
    expect(transactions.body.transactions[0].owner).toEqual({ name: user.name, email: user.email });
    expect((await lastAudit(user.$id)).action).toBe('user.delete');
    expect(
      (await admin.get('/v1/users?search=' + encodeURIComponent(user.name))).body.users.some(
        (u: { $id: string }) => u.$id === user.$id,
      ),
    ).toBe(false);
  });

  it('an admin cannot delete or deactivate themselves', async () => {
    expect((await admin.delete(`/v1/users/${adminId}`)).body.message).toBe(
      'You cannot delete your own account',
    );
    expect((await admin.post(`/v1/users/${adminId}/deactivate`)).body.message).toBe(
      'You cannot deactivate your own account',
    );
    expect(
      (await loginAs(ctx, TEST_ADMIN.email, TEST_ADMIN.password).then((c) => c.get('/v1/users')))
        .status,
    ).toBe(200);
  });
});

describe('adjustments', () => {
  it('adds and subtracts with a ledger entry, a visible transaction and an audit entry; never below zero', async () => {
    const { user, client } = await registerActiveUser(ctx);
    const added = await admin.post(`/v1/users/${user.$id}/adjustments`, {
      figure: 'balance',
      amount: 120_50,
    });
    expect(added.status).toBe(200);
    expect(added.body.balance).toBe(120_50);
    const sub = await admin.post(`/v1/users/${user.$id}/adjustments`, {
      figure: 'balance',
      amount: -20_50,
    });
    expect(sub.body.balance).toBe(100_00);
    const tooMuch = await admin.post(`/v1/users/${user.$id}/adjustments`, {
      figure: 'balance',
      amount: -100_01,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe('Balance cannot go below zero: it is $100.00 available');
    const profit = await admin.post(`/v1/users/${user.$id}/adjustments`, {
      figure: 'profit',
      amount: 5_00,
    });
    expect(profit.body.profit).toBe(5_00);
    expect(
      (await admin.post(`/v1/users/${user.$id}/adjustments`, { figure: 'bonus', amount: -1 }))
        .status,
    ).toBe(400);
    const list = (await client.get('/v1/transactions')).body;
    expect(list.total).toBe(3);
    expect(list.transactions.map((t: { description: string }) => t.description)).toEqual([
      'Profit credited by admin',
      'Balance debited by admin',
      'Balance credited by admin',
    ]);
    expect(await lastAudit(user.$id)).toMatchObject({
      action: 'user.adjust_profit',
      before: { profit: 0 },
      after: { profit: 5_00 },
    });
  });

  it("keeps the admin's reason in the audit entry and shows it on the user's transaction", async () => {
    const { user, client } = await registerActiveUser(ctx);
    const added = await admin.post(`/v1/users/${user.$id}/adjustments`, {
      figure: 'bonus',
      amount: 25_00,
      reason: '  Welcome bonus for the March promotion  ',
    });
    expect(added.status).toBe(200);
    const list = (await client.get('/v1/transactions')).body;
    expect(list.transactions[0].description).toBe(
      'Bonus credited by admin: Welcome bonus for the March promotion',
    );
    expect(await lastAudit(user.$id)).toMatchObject({
      action: 'user.adjust_bonus',
      before: { bonus: 0 },
      after: { bonus: 25_00, reason: 'Welcome bonus for the March promotion' },
    });
    // A blank reason is no reason: the plain description, nothing in the audit entry.
    await admin.post(`/v1/users/${user.$id}/adjustments`, {
      figure: 'bonus',
      amount: -5_00,
      reason: '   ',
    });
    const after = (await client.get('/v1/transactions')).body;
    expect(after.transactions[0].description).toBe('Bonus debited by admin');
    expect((await lastAudit(user.$id)).after).not.toHaveProperty('reason');
    const tooLong = await admin.post(`/v1/users/${user.$id}/adjustments`, {
      figure: 'bonus',
      amount: 1_00,
      reason: 'x'.repeat(501),
    });
    expect(tooLong.status).toBe(400);
  });

  it.each([
    [{ figure: 'balance' }, 'Enter amount first!'],
    [{ figure: 'balance', amount: 0 }, 'Enter amount first!'],
    [{ figure: 'balance', amount: 1.5 }, 'Enter a valid amount in dollars and cents'],
    [{ figure: 'wallet', amount: 100 }, undefined],
  ])('refuses %j', async (body, message) => {
    const { user } = await registerActiveUser(ctx);
    const response = await admin.post(`/v1/users/${user.$id}/adjustments`, body);
    expect(response.status).toBe(400);
    if (message) expect(response.body.message).toBe(message);
    expect((await admin.get(`/v1/users/${user.$id}`)).body.user.balance).toBe(0);
  });

  it('cannot subtract money held by a pending withdrawal', async () => {
    const method = await seedPaymentMethod(ctx);
    const { user, client } = await registerActiveUser(ctx);
    await fund(client, admin, method.id, 100_00);
    await client.post('/v1/withdrawals', {
      paymentMethodId: method.id,
      amount: 80_00,
      walletAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    });
    const response = await admin.post(`/v1/users/${user.$id}/adjustments`, {
      figure: 'balance',
      amount: -30_00,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('pending withdrawals');
  });
});

describe('plans', () => {
  it('creates, edits and deletes with audit entries; ongoing trades keep their snapshot', async () => {
    const created = await admin.post('/v1/plans', {
      title: 'Silver',
      min: 100_00,
      max: 500_00,
      roi: 3.5,
      days: 14,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Silver', roi: 3.5, days: 14 });
    const method = await seedPaymentMethod(ctx);
    const { client } = await registerActiveUser(ctx);
    await fund(client, admin, method.id, 200_00);
    await client.post('/v1/trades', { planId: created.body.$id, amount: 200_00 });

    const edited = await admin.patch(`/v1/plans/${created.body.$id}`, {
      title: 'Silver+',
      min: 100_00,
      max: 500_00,
      roi: 9,
      days: 3,
    });
    expect(edited.body.title).toBe('Silver+');
    expect((await lastAudit(created.body.$id)).action).toBe('plan.update');
    expect((await admin.delete(`/v1/plans/${created.body.$id}`)).status).toBe(204);
    expect((await lastAudit(created.body.$id)).action).toBe('plan.delete');
    const trade = (await client.get('/v1/dashboard')).body.trade;
    expect(trade).toMatchObject({ planTitle: 'Silver', roi: 3.5, days: 14, amount: 200_00 });
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ min: 0 }, 'Min is required'],
    [{ max: 50 }, 'Max is required'],
    [{ roi: 0 }, 'ROI is required'],
    [{ days: 0 }, 'Duration is required'],
    [{ roi: 100.01 }, 'ROI must be at most 100% per day'],
    [{ roi: 1000 }, 'ROI must be at most 100% per day'],
    [{ min: 600_00, max: 500_00 }, 'Min must not be greater than Max'],
    [{ title: undefined }, 'Missing required parameter: "title"'],
  ])('refuses %j with the spec message', async (override, message) => {
    const response = await admin.post('/v1/plans', {
      title: 'Bad',
      min: 100_00,
      max: 500_00,
      roi: 5,
      days: 7,
      ...override,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('keeps Recommended and a label, and shows the label with the plan', async () => {
    const created = await admin.post('/v1/plans', {
      title: 'Labelled',
      min: 100_00,
      max: 500_00,
      roi: 100,
      days: 7,
      isRecommended: true,
      label: 'Best value',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ roi: 100, isRecommended: true, label: 'Best value' });
  });

  it('refuses a title another plan has (case and spaces ignored) with a 409, changing nothing', async () => {
    const plan = { min: 100_00, max: 500_00, roi: 5, days: 7 };
    const gold = await admin.post('/v1/plans', { ...plan, title: 'Gold Rush' });
    expect(gold.status).toBe(201);
    const duplicate = await admin.post('/v1/plans', { ...plan, title: '  gold rush ' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      type: 'plan_already_exists',
      message: 'A plan with this title already exists. Choose another title.',
    });
    const other = await admin.post('/v1/plans', { ...plan, title: 'Platinum Rush' });
    const renamed = await admin.patch(`/v1/plans/${other.body.$id}`, {
      ...plan,
      title: 'GOLD RUSH',
    });
    expect(renamed.status).toBe(409);
    const titles = (await admin.get('/v1/plans')).body.plans.map((p: { title: string }) => p.title);
    expect(titles.filter((title: string) => title.toLowerCase().trim() === 'gold rush')).toEqual([
      'Gold Rush',
    ]);
    expect(titles).toContain('Platinum Rush');
    // A plan keeps its own title when edited.
    const kept = await admin.patch(`/v1/plans/${gold.body.$id}`, { ...plan, title: 'Gold Rush' });
    expect(kept.status).toBe(200);
  });

  it('answers 404 for unknown plans', async () => {
    expect(
      (
        await admin.patch('/v1/plans/nope', {
          title: 'X',
          min: 100_00,
          max: 500_00,
          roi: 5,
          days: 7,
        })
      ).status,
    ).toBe(404);
    expect((await admin.delete('/v1/plans/nope')).status).toBe(404);
  });
});

describe('payment methods', () => {
  it('adds, edits and deletes; transactions that used a deleted method stay readable', async () => {
    const created = await admin.post('/v1/payment-methods', {
      code: 'LTC',
      name: 'Litecoin',
      address: 'ltc1qxtm55gultqzhqzl2p3ks50hg2478y3hehuj6dz',
      network: 'litecoin',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'ltc', network: 'litecoin' });
    const duplicate = await admin.post('/v1/payment-methods', {
      code: 'ltc',
      name: 'Other',
      address: 'x',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('A payment method with this ID already exists');
    const edited = await admin.patch(`/v1/payment-methods/${created.body.$id}`, {
      code: 'ltc',
      name: 'Litecoin',
      address: 'Lg3PX8wRWmApFCoCMAsPF5P9dPHYQHEWKW',
    });
    // An edit that does not name the network keeps it.
    expect(edited.body).toMatchObject({
      address: 'Lg3PX8wRWmApFCoCMAsPF5P9dPHYQHEWKW',
      network: 'litecoin',
    });
    const { client } = await registerActiveUser(ctx);
    const deposit = await client.post('/v1/deposits', {
      paymentMethodId: created.body.$id,
      amount: 25_00,
    });
    expect((await admin.delete(`/v1/payment-methods/${created.body.$id}`)).status).toBe(204);
    const list = (await client.get('/v1/transactions')).body.transactions;
    expect(list[0]).toMatchObject({
      $id: deposit.body.$id,
      crypto: 'Litecoin',
      paymentMethodId: null,
      status: 'pending',
    });
    expect((await admin.post(`/v1/admin/transactions/${deposit.body.$id}/approve`)).status).toBe(
      200,
    );
    expect((await lastAudit(created.body.$id)).action).toBe('payment_method.delete');
  });

  it('checks the deposit address against the network the admin picks, naming it; no network, no check', async () => {
    const cases: [Record<string, unknown>, number, string | null][] = [
      [{ network: 'bitcoin', address: 'bc1qexample' }, 400, 'This is not a valid Bitcoin address'],
      [
        { network: 'ethereum', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' },
        400,
        'This is not a valid Ethereum address',
      ],
      [{ network: 'dogecoin', address: 'x' }, 400, null],
      [{ network: 'ethereum', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }, 201, null],
      [{ network: null, address: 'anything' }, 201, null],
    ];
    for (const [n, [override, status, message]] of cases.entries()) {
      const response = await admin.post('/v1/payment-methods', {
        code: `net${n}`,
        name: `Network case ${n}`,
        ...override,
      });
      expect(response.status).toBe(status);
      if (message) expect(response.body.message).toBe(message);
      if (status === 201) expect(response.body.network).toBe(override.network);
    }
    const unset = (await admin.get('/v1/payment-methods')).body.paymentMethods.find(
      (m: { code: string }) => m.code === 'net4',
    );
    const edit = await admin.patch(`/v1/payment-methods/${unset.$id}`, {
      code: 'net4',
      name: 'Network case 4',
      address: 'anything',
      network: 'solana',
    });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe('This is not a valid Solana address');
  });

  it.each([
    [{ code: '' }, 'ID is required'],
    [{ name: '' }, 'Name is required'],
    [{ address: '' }, 'Address is required'],
  ])('refuses %j with the spec message', async (override, message) => {
    const response = await admin.post('/v1/payment-methods', {
      code: 'xmr',
      name: 'Monero',
      address: 'addr',
      ...override,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});

describe('overview and audit', () => {
  it('counts users (admins left out) and sums successful deposits only', async () => {
    const local = await createTestContext();
    const localAdmin = await adminClient(local);
    const method = await seedPaymentMethod(local);
    const { client } = await registerActiveUser(local);
    await fund(client, localAdmin, method.id, 30_00);
    const rejected = await client.post('/v1/deposits', {
      paymentMethodId: method.id,
      amount: 99_00,
    });
    await localAdmin.post(`/v1/admin/transactions/${rejected.body.$id}/reject`);
    await client.post('/v1/deposits', { paymentMethodId: method.id, amount: 11_00 });
    const overview = (await localAdmin.get('/v1/admin/overview')).body;
    expect(overview).toEqual({
      totalUsers: 1,
      totalDeposit: 30_00,
      pendingTransactions: 1,
      lastReconciliation: null,
    });
    await runReconciliation({ deps: local.deps, force: true });
    const after = (await localAdmin.get('/v1/admin/overview')).body;
    expect(after.lastReconciliation).toEqual({
      ok: true,
      finishedAt: expect.any(String),
      anomalies: 0,
    });
  });

  it('filters the audit log by admin and pages it', async () => {
    const { user } = await registerUser(ctx);
    await admin.post(`/v1/users/${user.$id}/activate`);
    const byActor = await admin.get(
      `/v1/admin/audit${q(Query.equal('actorId', adminId), Query.limit(2))}`,
    );
    expect(byActor.body.entries).toHaveLength(2);
    expect(byActor.body.entries.every((e: { actorId: string }) => e.actorId === adminId)).toBe(
      true,
    );
    expect(byActor.body.entries[0].actorName).toBe('Administrator');
    const next = await admin.get(
      `/v1/admin/audit${q(Query.equal('actorId', adminId), Query.limit(2), Query.cursorAfter(byActor.body.entries[1].$id))}`,
    );
    expect(Number(next.body.entries[0].$id)).toBeLessThan(Number(byActor.body.entries[1].$id));
    expect(next.body.total).toBe(byActor.body.total);
    const plan = await seedPlan(ctx);
    expect(
      (await admin.get(`/v1/admin/audit${q(Query.equal('targetId', plan.id))}`)).body.entries,
    ).toEqual([]);
  });
});
