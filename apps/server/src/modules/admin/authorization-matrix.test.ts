import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import {
  adminClient,
  registerActiveUser,
  registerUser,
  TestClient,
} from '../../../test/support/client.ts';
import { seedPaymentMethod, seedPlan } from '../../../test/support/seed.ts';

let ctx: TestContext;
let admin: TestClient;
let target: string;
let txId: string;
let planId: string;
let methodId: string;

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
      body: { code: 'mtx2', name: 'Matrix', address: 'addr' },
      ok: 200,
    },
    { method: 'DELETE', url: `/v1/plans/${planId}`, ok: 204 },
    { method: 'DELETE', url: `/v1/payment-methods/${methodId}`, ok: 204 },
    { method: 'POST', url: `/v1/users/${target}/deactivate`, ok: 200 },
    { method: 'DELETE', url: `/v1/users/${target}`, ok: 204 },
  ];
}

describe('authorization matrix: every admin endpoint', () => {
  it('answers 401 general_unauthorized_scope anonymous, 401 user_unauthorized to inactive and active users, leaking nothing, and changes nothing', async () => {
    const inactive = (await registerUser(ctx)).client;
    const active = (await registerActiveUser(ctx)).client;
    const auditBefore = (await admin.get('/v1/admin/audit')).body.total;
    for (const endpoint of endpoints()) {
      for (const [who, client, type] of [
        ['anonymous', new TestClient(ctx.app), 'general_unauthorized_scope'],
        ['inactive', inactive, 'user_unauthorized'],
        ['active', active, 'user_unauthorized'],
      ] as const) {
        const response = await client.request(endpoint.method, endpoint.url, endpoint.body);
        expect(response.status, `${who} ${endpoint.method} ${endpoint.url}`).toBe(401);
        expect(response.body.type).toBe(type);
        expect(Object.keys(response.body)).toEqual(['message', 'code', 'type', 'version']);
      }
    }
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
