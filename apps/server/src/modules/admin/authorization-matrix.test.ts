import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import {
  adminClient,
  registerActiveUser,
  registerUser,
  TestClient,
} from '../../../test/support/client.ts';
import { stateFingerprint } from '../../../test/support/data-api.ts';
import { seedPaymentMethod, seedPlan } from '../../../test/support/seed.ts';

let ctx: TestContext;
let admin: TestClient;
let target: string;
let txId: string;
let planId: string;
let methodId: string;

/** A guest session (anonymous account); `activated`: an admin then activated it. */
async function guestClient(activated: boolean) {
  const client = new TestClient(ctx.app);
  expect((await client.post('/v1/account/sessions/anonymous')).status).toBe(201);
  const id = (await client.get('/v1/account')).body.$id as string;
  if (activated) expect((await admin.post(`/v1/users/${id}/activate`)).status).toBe(200);
  return client;
}

/** An admin another admin deactivated: keeps the flag and the session, loses the powers. */
async function deactivatedAdminClient() {
  const { client, user } = await registerActiveUser(ctx, { name: 'Dana Deactivated' });
  expect((await admin.post(`/v1/users/${user.$id}/make-admin`)).status).toBe(200);
  expect((await admin.post(`/v1/users/${user.$id}/deactivate`)).status).toBe(200);
  return client;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  const victim = await registerActiveUser(ctx, { name: 'Victor Victim' });
  target = victim.user.$id;
  methodId = (await seedPaymentMethod(ctx)).id;
  planId = (await seedPlan(ctx)).id;
  txId = (await victim.client.post('/v1/deposits', { paymentMethodId: methodId, amount: 10_00 }))
    .body.$id;
});

/** Every admin endpoint, with a body that an admin call would accept. */
function endpoints(): {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  ok: number;
}[] {
  return [
    { method: 'GET', url: '/v1/users', ok: 200 },
    { method: 'GET', url: `/v1/users/${target}`, ok: 200 },
    { method: 'GET', url: '/v1/admin/overview', ok: 200 },
    { method: 'GET', url: '/v1/admin/transactions', ok: 200 },
    { method: 'GET', url: `/v1/admin/transactions/${txId}`, ok: 200 },
    { method: 'GET', url: '/v1/admin/transactions/export', ok: 200 },
    { method: 'GET', url: '/v1/admin/audit', ok: 200 },
    { method: 'GET', url: '/v1/admin/books', ok: 200 },
    {
      method: 'PATCH',
      url: `/v1/users/${target}`,
      body: { phone: '+1 415 555 0199', country: 'Chile' },
      ok: 200,
    },
    { method: 'POST', url: `/v1/users/${target}/activate`, ok: 200 },
    {
      method: 'POST',
      url: `/v1/users/${target}/adjustments`,
      body: { figure: 'bonus', amount: 1_00 },
      ok: 200,
    },
    { method: 'POST', url: `/v1/users/${target}/make-admin`, ok: 200 },
    { method: 'POST', url: `/v1/admin/transactions/${txId}/approve`, ok: 200 },
    {
      method: 'POST',
      url: '/v1/plans',
      body: { title: 'Matrix', min: 100_00, max: 200_00, roi: 5, days: 7 },
      ok: 201,
    },
    {
      method: 'PATCH',
      url: `/v1/plans/${planId}`,
      body: { title: 'Matrix 2', min: 100_00, max: 200_00, roi: 5, days: 7 },
      ok: 200,
    },
    {
      method: 'POST',
      url: '/v1/payment-methods',
      body: { code: 'mtx', name: 'Matrix', address: 'addr' },
      ok: 201,
    },
    {
      method: 'PATCH',
      url: `/v1/payment-methods/${methodId}`,
      body: { code: 'mtx2', name: 'Matrix', address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' },
      ok: 200,
    },
    { method: 'DELETE', url: `/v1/plans/${planId}`, ok: 204 },
    { method: 'DELETE', url: `/v1/payment-methods/${methodId}`, ok: 204 },
    { method: 'POST', url: `/v1/users/${target}/deactivate`, ok: 200 },
    { method: 'DELETE', url: `/v1/users/${target}`, ok: 204 },
  ];
}

describe('authorization matrix: every admin endpoint', () => {
  it('answers 401 general_unauthorized_scope anonymous, 401 user_unauthorized to inactive and active users, guests (activated or not) and a deactivated admin, leaking nothing, and changes nothing', async () => {
    const inactive = (await registerUser(ctx)).client;
    const active = (await registerActiveUser(ctx)).client;
    const guest = await guestClient(false);
    const activatedGuest = await guestClient(true);
    const deactivatedAdmin = await deactivatedAdminClient();
    const auditBefore = (await admin.get('/v1/admin/audit')).body.total;
    const stateBefore = await stateFingerprint(ctx.database.db);
    for (const endpoint of endpoints()) {
      for (const [who, client, type] of [
        ['anonymous', new TestClient(ctx.app), 'general_unauthorized_scope'],
        ['inactive', inactive, 'user_unauthorized'],
        ['active', active, 'user_unauthorized'],
        ['guest', guest, 'user_unauthorized'],
        ['activated guest', activatedGuest, 'user_unauthorized'],
        ['deactivated admin', deactivatedAdmin, 'user_unauthorized'],
      ] as const) {
        const response = await client.request(endpoint.method, endpoint.url, endpoint.body);
        expect(response.status, `${who} ${endpoint.method} ${endpoint.url}`).toBe(401);
        expect(response.body.type).toBe(type);
        expect(Object.keys(response.body)).toEqual(['message', 'code', 'type', 'version']);
      }
    }
    expect(await stateFingerprint(ctx.database.db)).toBe(stateBefore);
    expect((await admin.get('/v1/admin/audit')).body.total).toBe(auditBefore);
    expect((await admin.get(`/v1/users/${target}`)).body.user.isAdmin).toBe(false);
  });

  it('answers 2xx to an admin for each', async () => {
    for (const endpoint of endpoints()) {
      const response = await admin.request(endpoint.method, endpoint.url, endpoint.body);
      expect(
        response.status,
        `${endpoint.method} ${endpoint.url}: ${JSON.stringify(response.body)}`,
      ).toBe(endpoint.ok);
    }
  });
});

describe('authorization matrix: the money endpoints of a user', () => {
  it('refuse guests (activated or not), an inactive user and a deactivated admin as the policy says, changing nothing', async () => {
    const inactive = (await registerUser(ctx)).client;
    const guest = await guestClient(false);
    const activatedGuest = await guestClient(true);
    const deactivatedAdmin = await deactivatedAdminClient();
    const money = [
      { url: '/v1/deposits', body: { paymentMethodId: methodId, amount: 10_00 } },
      {
        url: '/v1/withdrawals',
        body: {
          paymentMethodId: methodId,
          amount: 10_00,
          walletAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
        },
      },
      { url: '/v1/trades', body: { planId, amount: 100_00 } },
      { url: '/v1/trades/claim' },
    ];
    const stateBefore = await stateFingerprint(ctx.database.db);
    for (const [who, client, type, status] of [
      ['guest', guest, 'user_guest', 403],
      ['activated guest', activatedGuest, 'user_guest', 403],
      ['inactive', inactive, 'user_inactive', 403],
      ['deactivated admin', deactivatedAdmin, 'user_inactive', 403],
    ] as const) {
      for (const { url, body } of money) {
        const response = await client.post(url, body, {
          'idempotency-key': `matrix-${who.length}-${url.length}`,
        });
        expect(response.status, `${who} POST ${url}`).toBe(status);
        expect(response.body.type, `${who} POST ${url}`).toBe(type);
      }
      // Someone else's pending deposit: a guest is refused first, the others do not find it.
      const cancel = await client.post(`/v1/withdrawals/${txId}/cancel`);
      expect(cancel.body.type, `${who} cancel`).toBe(
        type === 'user_guest' ? 'user_guest' : 'transaction_not_found',
      );
    }
    expect(await stateFingerprint(ctx.database.db)).toBe(stateBefore);
  });
});
