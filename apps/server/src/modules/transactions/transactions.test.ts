import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Query } from '@copyvest/shared';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import {
  adminClient,
  q,
  registerActiveUser,
  type TestClient,
} from '../../../test/support/client.ts';
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
      ids.push(d.body.$id);
      ctx.clock.advance(1000);
    }
    await admin.post(`/v1/admin/transactions/${ids[0]}/approve`);

    const page1 = await client.get(`/v1/transactions${q(Query.limit(2))}`);
    expect(page1.body.total).toBe(5);
    expect(page1.body.transactions.map((t: { $id: string }) => t.$id)).toEqual([ids[4], ids[3]]);
    const page2 = await client.get(
      `/v1/transactions${q(Query.limit(2), Query.cursorAfter(ids[3]!))}`,
    );
    expect(page2.body.transactions.map((t: { $id: string }) => t.$id)).toEqual([ids[2], ids[1]]);
    const back = await client.get(
      `/v1/transactions${q(Query.limit(2), Query.cursorBefore(ids[2]!))}`,
    );
    expect(back.body.transactions.map((t: { $id: string }) => t.$id)).toEqual([ids[4], ids[3]]);
    const oldest = await client.get(
      `/v1/transactions${q(Query.orderAsc('$createdAt'), Query.limit(1), Query.offset(1))}`,
    );
    expect(oldest.body.transactions[0].$id).toBe(ids[1]);

    expect((await client.get('/v1/transactions?search=ethereum')).body.total).toBe(2);
    const byId = page1.body.transactions[0].transactionId;
    expect((await client.get(`/v1/transactions?search=${byId}`)).body.transactions[0].$id).toBe(
      ids[4],
    );
    const status = (value: string) =>
      client.get(`/v1/transactions${q(Query.equal('status', value))}`);
    expect((await status('success')).body.total).toBe(1);
    expect((await status('pending')).body.total).toBe(4);
    expect((await status('bogus')).body.total).toBe(0);
    // Another user's record is no cursor here: the same answer as for an id that does not exist.
    const foreign = (await other.client.get('/v1/transactions')).body.transactions[0].$id;
    for (const cursor of [foreign, 'nope']) {
      const refused = await client.get(`/v1/transactions${q(Query.cursorAfter(cursor))}`);
      expect(refused.body).toMatchObject({ code: 400, type: 'general_cursor_not_found' });
    }
  });

  it('the admin list sees everyone, and only admins reach it', async () => {
    const { client } = await registerActiveUser(ctx);
    expect((await client.get('/v1/admin/transactions')).body.type).toBe('user_unauthorized');
    const all = await admin.get(`/v1/admin/transactions${q(Query.limit(100))}`);
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
    // The same number written another way is the same number.
    const sameNumber = await client.patch('/v1/account/profile', {
      phone: '+44 20 7946 0000',
      country: input.country,
    });
    expect(sameNumber.body.message).toBe('No changes made');
    const changed = await client.patch('/v1/account/profile', {
      phone: '+1 (415) 555-0100',
      country: 'Canada',
      password: input.password,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ phone: '+14155550100', country: 'Canada' });
    const invalid = await client.patch('/v1/account/profile', {
      phone: '555 0100',
      country: 'Canada',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(
      'Enter the phone number in international format, e.g. +14155550123',
    );
    expect(
      (await client.patch('/v1/account/profile', { phone: '', country: 'Canada' })).body.message,
    ).toBe('Phone number is required');
  });
});

describe('the admin transaction search', () => {
  it("finds a transaction by its owner's e-mail, whole or in part, and a user's own search does not", async () => {
    const btc = (await seedPaymentMethod(ctx, { name: 'Litecoin', code: 'ltc-search' })).id;
    const owner = await registerActiveUser(ctx);
    const other = await registerActiveUser(ctx);
    const mine = await owner.client.post('/v1/deposits', { paymentMethodId: btc, amount: 7_00 });
    await other.client.post('/v1/deposits', { paymentMethodId: btc, amount: 8_00 });
    const email = owner.input.email;
    const search = async (text: string) =>
      (await admin.get(`/v1/admin/transactions?search=${encodeURIComponent(text)}`)).body;

    const exact = await search(email);
    expect(exact.transactions.map((t: { $id: string }) => t.$id)).toEqual([mine.body.$id]);
    const part = await search(email.slice(0, email.indexOf('@')).toUpperCase());
    expect(part.transactions.map((t: { $id: string }) => t.$id)).toEqual([mine.body.$id]);
    expect(part.transactions[0].owner).toEqual({ name: owner.user.name, email });
    // The CSV export finds the same.
    const csv = await admin.get(
      `/v1/admin/transactions/export?search=${encodeURIComponent(email)}`,
    );
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain(email);
    expect(String(csv.body)).not.toContain(other.input.email);
    // A user's own list is not searched by e-mail (every row would match their own).
    expect((await owner.client.get(`/v1/transactions?search=${email}`)).body.total).toBe(0);
  });

  it('a search matching the e-mails of more than a hundred owners finds their transactions too', async () => {
    const token = `crowd${Date.now().toString(36)}`;
    await ctx.database.db.execute(sql`
      insert into accounts (id, email)
      select ${token} || i, ${token} || i || '@copyvest.test' from generate_series(1, 101) i`);
    await ctx.database.db.execute(sql`
      insert into users (id, name, email, phone, country, is_active, referral_id)
      select id, 'Crowd member', email, '+442079460000', 'United Kingdom', true, 'R' || id
      from accounts where email like ${`${token}%`}`);
    // Rejected deposits of two of them (no pending transfer to keep in the books).
    await ctx.database.db.execute(sql`
      insert into transactions (id, user_id, transaction_id, amount, type, status, kind, description, crypto)
      values (${`${token}-a`}, ${`${token}7`}, 'TNX-990001', 500, 'credit', 'failed', 'deposit', 'Deposit via Bitcoin', 'Bitcoin'),
             (${`${token}-b`}, ${`${token}88`}, 'TNX-990002', 600, 'credit', 'failed', 'deposit', 'Deposit via Bitcoin', 'Bitcoin')`);
    const found = await admin.get(`/v1/admin/transactions?search=${token}`);
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(2);
    expect(found.body.transactions.map((t: { $id: string }) => t.$id).sort()).toEqual([
      `${token}-a`,
      `${token}-b`,
    ]);
  });
});
