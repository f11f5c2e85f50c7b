import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerActiveUser, type TestClient } from '../../../test/support/client.ts';
import { seedPaymentMethod } from '../../../test/support/seed.ts';

let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
});

describe('my transactions', () => {
  it('lists only my own, newest first, with search, status filter and keyset pages', async () => {
    const btc = (await seedPaymentMethod(ctx, { name: 'Bitcoin', code: 'btc' })).id;
    const eth = (await seedPaymentMethod(ctx, { name: 'Ethereum', code: 'eth' })).id;
    const { client } = await registerActiveUser(ctx);
    const other = await registerActiveUser(ctx);
    await other.client.post('/v1/deposits', { paymentMethodId: btc, amount: 1_00 });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const d = await client.post('/v1/deposits', {
        paymentMethodId: i % 2 ? eth : btc,
        amount: (i + 1) * 100,
      });
      ids.push(d.body.id);
      ctx.clock.advance(1000);
    }
    await admin.post(`/v1/admin/transactions/${ids[0]}/approve`);

    const page1 = await client.get('/v1/transactions?limit=2');
    expect(page1.body.total).toBe(5);
    expect(page1.body.transactions.map((t: { id: string }) => t.id)).toEqual([ids[4], ids[3]]);
    const page2 = await client.get(`/v1/transactions?limit=2&cursor=${page1.body.nextCursor}`);
    expect(page2.body.transactions.map((t: { id: string }) => t.id)).toEqual([ids[2], ids[1]]);

    expect((await client.get('/v1/transactions?search=ethereum')).body.total).toBe(2);
    const byId = page1.body.transactions[0].transactionId;
    expect((await client.get(`/v1/transactions?search=${byId}`)).body.transactions[0].id).toBe(
      ids[4],
    );
    expect((await client.get('/v1/transactions?status=success')).body.total).toBe(1);
    expect((await client.get('/v1/transactions?status=pending')).body.total).toBe(4);
    expect((await client.get('/v1/transactions?status=bogus')).status).toBe(400);
  });

  it('the admin list sees everyone, and only admins reach it', async () => {
    const { client } = await registerActiveUser(ctx);
    expect((await client.get('/v1/admin/transactions')).status).toBe(403);
    const all = await admin.get('/v1/admin/transactions?limit=100');
    expect(all.status).toBe(200);
    expect(
      new Set(all.body.transactions.map((t: { userId: string }) => t.userId)).size,
    ).toBeGreaterThan(1);
  });
});

describe('profile update', () => {
  it('updates phone and country, and answers "No changes made" for the same values', async () => {
    const { client, input } = await registerActiveUser(ctx);
    const same = await client.patch('/v1/account/profile', {
      phone: input.phone,
      country: input.country,
    });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('No changes made');
    const changed = await client.patch('/v1/account/profile', {
      phone: '+1 555 0100',
      country: 'Canada',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ phone: '+1 555 0100', country: 'Canada' });
    expect(
      (await client.patch('/v1/account/profile', { phone: '', country: 'Canada' })).body.message,
    ).toBe('Phone number is required');
  });
});
