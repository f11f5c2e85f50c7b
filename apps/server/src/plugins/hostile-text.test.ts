import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/support/test-app.ts';
import {
  adminClient,
  registerActiveUser,
  registration,
  TestClient,
  type TestResponse,
} from '../../test/support/client.ts';
import { seedPaymentMethod, seedPlan } from '../../test/support/seed.ts';
import { accounts, contactMessages, paymentMethods, plans, transactions } from '../db/schema.ts';
import { classifyDbError } from '../lib/db-error.ts';

/**
 * Text that PostgreSQL refuses (NUL), that is not Unicode (lone surrogates) or that
 * reads differently from what it is (bidi overrides) is a clear 400 naming the field, and
 * nothing is stored — never a 500, never a silently mangled value.
 */
let ctx: TestContext;
let admin: TestClient;
let methodId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx)).id;
  await seedPlan(ctx);
});

const HOSTILE = {
  nul: 'abc\u0000def',
  loneSurrogate: 'abc\ud800def',
  bidiOverride: 'abc\u202edef',
  c1Control: 'abc\u009bdef',
};

async function rowCounts() {
  const db = ctx.database.db;
  const one = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    accounts: await one(accounts),
    contact: await one(contactMessages),
    methods: await one(paymentMethods),
    plans: await one(plans),
    transactions: await one(transactions),
  };
}

function expectRefused(response: TestResponse, label: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.message).toBe(`${label} contains characters that are not allowed`);
}

describe('hostile text in every stored field', () => {
  it.each(Object.entries(HOSTILE))('sign-up refuses %s in each field', async (_kind, bad) => {
    const before = await rowCounts();
    const anonymous = new TestClient(ctx.app);
    const fields = [
      ['name', 'Full name'],
      ['phone', 'Phone number'],
      ['country', 'Country'],
      ['referrerId', 'Referral ID'],
    ] as const;
    for (const [field, label] of fields) {
      expectRefused(await anonymous.post('/v1/account', registration({ [field]: bad })), label);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it.each(Object.entries(HOSTILE))('contact form refuses %s in each field', async (_kind, bad) => {
    const before = await rowCounts();
    const anonymous = new TestClient(ctx.app);
    const base = { fullName: 'Sam', email: 'sam@example.test', message: 'Hello' };
    expectRefused(await anonymous.post('/v1/contact', { ...base, fullName: bad }), 'Full name');
    expectRefused(await anonymous.post('/v1/contact', { ...base, message: bad }), 'Message');
    expect(await rowCounts()).toEqual(before);
  });

  it.each(Object.entries(HOSTILE))('profile and admin edits refuse %s', async (_kind, bad) => {
    const { client, user } = await registerActiveUser(ctx);
    expectRefused(
      await client.patch('/v1/account/profile', { phone: bad, country: 'Peru' }),
      'Phone number',
    );
    expectRefused(
      await admin.patch(`/v1/users/${user.$id}`, { phone: '+1 415 555 0100', country: bad }),
      'Country',
    );
    const after = (await client.get('/v1/dashboard')).body.user;
    expect({ phone: after.phone, country: after.country }).toEqual({
      phone: user.phone,
      country: user.country,
    });
  });

  it.each(Object.entries(HOSTILE))('money and admin forms refuse %s', async (_kind, bad) => {
    const { client } = await registerActiveUser(ctx);
    const before = await rowCounts();
    expectRefused(
      await client.post('/v1/withdrawals', {
        paymentMethodId: methodId,
        amount: 1_00,
        walletAddress: bad,
      }),
      'Wallet address',
    );
    expectRefused(
      await client.post('/v1/deposits', { paymentMethodId: bad, amount: 1_00 }),
      'Payment method',
    );
    expectRefused(await client.post('/v1/trades', { planId: bad, amount: 100_00 }), 'Plan');
    expectRefused(
      await admin.post('/v1/payment-methods', { code: 'zz', name: bad, address: 'addr' }),
      'Name',
    );
    expectRefused(
      await admin.post('/v1/plans', { title: bad, min: 100, max: 200, roi: 1, days: 1 }),
      'Title',
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('searches, query values, cursors and ids with NUL are a 400, not a database error', async () => {
    const query = (method: string, attribute: string | undefined, values: unknown[]) =>
      `queries%5B0%5D=${encodeURIComponent(JSON.stringify({ method, attribute, values }))}`;
    for (const url of [
      '/v1/users?search=a%00b',
      '/v1/admin/transactions?search=a%00b',
      `/v1/admin/transactions?${query('equal', 'userId', ['a\u0000b'])}`,
      `/v1/admin/audit?${query('equal', 'targetId', ['a\ud800'])}`,
      `/v1/users?${query('cursorAfter', undefined, ['a\u0000b'])}`,
      '/v1/users/a%00b',
      '/v1/plans/a%00b',
    ]) {
      const method = url.startsWith('/v1/plans/') ? 'DELETE' : 'GET';
      const response = await admin.request(method, url);
      expect(response.status, url).toBe(400);
    }
    const { client } = await registerActiveUser(ctx);
    expect((await client.get('/v1/transactions?search=%00')).status).toBe(400);
  });

  it('a date PostgreSQL cannot hold, in a filter, is a 400', async () => {
    for (const date of ['-100000-01-01T00:00:00.000Z', '+275760-09-13T00:00:00.000Z', 'x']) {
      const filter = { method: 'greaterThan', attribute: '$createdAt', values: [date] };
      const response = await admin.get(
        `/v1/admin/transactions?queries%5B0%5D=${encodeURIComponent(JSON.stringify(filter))}`,
      );
      expect(response.status, date).toBe(400);
      expect(response.body.message).toMatch(/./);
    }
  });
});

describe('classifyDbError', () => {
  it('maps what the database refuses for the client to 400 or 409, and nothing else', async () => {
    const db = ctx.database.db;
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => undefined,
        (error: unknown) => error,
      );
    const nul = await refusal(db.execute(sql`SELECT ${'a\u0000b'}::text`));
    expect(classifyDbError(nul)?.type).toBe('general_argument_invalid');
    const badDate = await refusal(db.execute(sql`SELECT ${'-100000-01-01'}::timestamptz`));
    expect(classifyDbError(badDate)?.type).toBe('general_argument_invalid');
    const duplicate = await refusal(
      db.execute(sql`INSERT INTO accounts SELECT * FROM accounts LIMIT 1`),
    );
    expect(classifyDbError(duplicate)?.type).toBe('resource_conflict');
    const syntax = await refusal(db.execute(sql`SELEC 1`));
    expect(classifyDbError(syntax)).toBeUndefined();
  });
});
