import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings, SETTINGS_GROUPS } from '@copyvest/shared';
import { buildApp } from '../../app.ts';
import { openPostgres, type Database } from '../../db/client.ts';
import { auditLog, platformSettings } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerActiveUser, TestClient } from '../../../test/support/client.ts';
import { totpCode } from '../../../test/support/outbox.ts';
import { fund, seedPaymentMethod } from '../../../test/support/seed.ts';

let ctx: TestContext;
let admin: TestClient;
let methodId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx, { name: 'Tether', code: 'usdt' })).id;
});

const WALLET = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const withdrawal = (amount: number, paymentMethodId = methodId) => ({
  paymentMethodId,
  amount,
  walletAddress: WALLET,
});

async function funded(amount: number) {
  const user = await registerActiveUser(ctx);
  await fund(user.client, admin, methodId, amount);
  return user;
}

async function put(group: string, value: unknown, by: TestClient = admin) {
  return by.put(`/v1/admin/settings/${group}`, value);
}

async function current() {
  return (await admin.get('/v1/admin/settings')).body;
}

describe('settings: reads', () => {
  it('a fresh install answers every group at its defaults, the public read only public groups', async () => {
    const all = await admin.get('/v1/admin/settings');
    expect(all.status).toBe(200);
    expect(all.body).toEqual(defaultSettings());
    const visitor = new TestClient(ctx.app);
    const pub = await visitor.get('/v1/settings/public');
    expect(pub.status).toBe(200);
    const publicKeys = Object.entries(SETTINGS_GROUPS)
      .filter(([, group]) => group.public)
      .map(([key]) => key);
    expect(Object.keys(pub.body).sort()).toEqual(publicKeys.sort());
    expect(pub.body.withdrawals).toEqual({ feePercent: 10, minFeeCents: 0 });
  });

  it('the public read is revalidated with an entity tag: an unchanged copy is a 304', async () => {
    const visitor = new TestClient(ctx.app);
    const first = await visitor.get('/v1/settings/public');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect((await visitor.get('/v1/settings/public', { 'if-none-match': etag })).status).toBe(304);
  });

  it('a non-admin is refused the admin read and every write, and nothing changes', async () => {
    const { client } = await registerActiveUser(ctx);
    expect((await client.get('/v1/admin/settings')).status).toBe(401);
    const refused = await put('withdrawals', { feePercent: 1, minFeeCents: 0 }, client);
    expect(refused.status).toBe(401);
    const visitor = new TestClient(ctx.app);
    expect((await put('withdrawals', { feePercent: 1, minFeeCents: 0 }, visitor)).status).toBe(401);
    expect((await current()).withdrawals.feePercent).toBe(10);
  });
});

describe('settings: writes', () => {
  it('a bad value is a 400 naming the field, and nothing is written or audited', async () => {
    const auditsBefore = (await ctx.database.db.select().from(auditLog)).length;
    const tooHigh = await put('withdrawals', { feePercent: 80, minFeeCents: 0 });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.message).toBe('feePercent: Must be at most 50');
    const notANumber = await put('withdrawals', { feePercent: 'ten', minFeeCents: 0 });
    expect(notANumber.status).toBe(400);
    expect(notANumber.body.message).toBe('feePercent: Must be a number');
    const badFaq = await put('landing', { ...(await current()).landing, faq: [] });
    expect(badFaq.status).toBe(400);
    expect(badFaq.body.message).toBe('faq: Keep at least one FAQ entry');
    const badBounds = await put('paymentLimits', {
      byMethod: {
        [methodId]: {
          depositMin: 50_00,
          depositMax: 10_00,
          withdrawalMin: null,
          withdrawalMax: null,
        },
      },
    });
    expect(badBounds.status).toBe(400);
    expect(badBounds.body.message).toBe(
      `byMethod.${methodId}.depositMax: The minimum must not be greater than the maximum`,
    );
    const noNotice = await put('maintenance', { enabled: true, message: '  ' });
    expect(noNotice.status).toBe(400);
    expect(noNotice.body.message).toBe('message: Write the notice to show, or turn it off');
    const unknown = await put('nonsense', {});
    expect(unknown.status).toBe(404);
    expect(await current()).toEqual(defaultSettings());
    expect((await ctx.database.db.select().from(auditLog)).length).toBe(auditsBefore);
    expect(await ctx.database.db.select().from(platformSettings)).toEqual([]);
  });

  it('a change is audited with the old and new values of its group', async () => {
    const saved = await put('maintenance', { enabled: true, message: 'Back at 10:00 UTC' });
    expect(saved.status).toBe(200);
    expect(saved.body.maintenance).toEqual({ enabled: true, message: 'Back at 10:00 UTC' });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, 'maintenance'));
    expect(entry).toMatchObject({
      action: 'settings.change',
      targetType: 'setting',
      before: { enabled: false, message: '' },
      after: { enabled: true, message: 'Back at 10:00 UTC' },
    });
    const visitor = new TestClient(ctx.app);
    expect((await visitor.get('/v1/settings/public')).body.maintenance).toEqual({
      enabled: true,
      message: 'Back at 10:00 UTC',
    });
    await put('maintenance', { enabled: false, message: '' });
  });

  it('an edited FAQ entry is what the public read answers', async () => {
    const { landing } = await current();
    const faq = [{ question: 'Can I stop copying?', answer: 'Yes, at any time.' }, ...landing.faq];
    expect((await put('landing', { ...landing, faq })).status).toBe(200);
    const visitor = new TestClient(ctx.app);
    expect((await visitor.get('/v1/settings/public')).body.landing.faq[0]).toEqual(faq[0]);
    expect((await put('landing', landing)).status).toBe(200);
  });

  it('the landing figures switch is the landing group’s figuresSource', async () => {
    const switched = await admin.put('/v1/admin/settings/landing-figures', { source: 'computed' });
    expect(switched.status).toBe(200);
    expect((await current()).landing.figuresSource).toBe('computed');
    expect((await current()).landing.faq).toEqual(defaultSettings().landing.faq);
    await admin.put('/v1/admin/settings/landing-figures', { source: 'spec' });
  });
});

describe('settings: the withdrawal fee', () => {
  it('a new fee applies to new withdrawals; a pending one keeps the fee it was made with', async () => {
    const { client } = await funded(200_00);
    const before = await client.post('/v1/withdrawals', withdrawal(50_00));
    expect(before.body.fee).toBe(5_00);
    expect((await put('withdrawals', { feePercent: 2.5, minFeeCents: 3_00 })).status).toBe(200);
    const after = await client.post('/v1/withdrawals', withdrawal(50_00));
    expect(after.status).toBe(201);
    expect(after.body.fee).toBe(3_00); // 2.5 % is 1.25, below the 3.00 minimum
    const larger = await client.post('/v1/withdrawals', withdrawal(80_00));
    expect(larger.body.fee).toBe(3_00);
    const tiny = await client.post('/v1/withdrawals', withdrawal(3_00));
    expect(tiny.status).toBe(400);
    expect(tiny.body.message).toBe('The amount must be more than the processing fee of $3.00');
    // The first request keeps its 10 %: the fee is on the row and its pending transfer.
    const approved = await admin.post(`/v1/admin/transactions/${before.body.$id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.fee).toBe(5_00);
    const dashboard = (await client.get('/v1/dashboard')).body;
    expect(dashboard.user.balance).toBe(150_00);
    await put('withdrawals', { feePercent: 10, minFeeCents: 0 });
  });
});

describe('settings: bounds per payment method', () => {
  it('deposits and withdrawals outside a method’s bounds are 400s naming them; other methods are free', async () => {
    const other = (await seedPaymentMethod(ctx, { name: 'Litecoin', code: 'ltc' })).id;
    const { client } = await funded(500_00);
    const limits = {
      byMethod: {
        [methodId]: {
          depositMin: 20_00,
          depositMax: 1_000_00,
          withdrawalMin: 50_00,
          withdrawalMax: 200_00,
        },
      },
    };
    expect((await put('paymentLimits', limits)).status).toBe(200);
    const small = await client.post('/v1/deposits', { paymentMethodId: methodId, amount: 10_00 });
    expect(small.status).toBe(400);
    expect(small.body.message).toBe('The minimum deposit with Tether is $20.00');
    const large = await client.post('/v1/deposits', {
      paymentMethodId: methodId,
      amount: 2_000_00,
    });
    expect(large.body.message).toBe('The maximum deposit with Tether is $1,000.00');
    const quote = await client.post('/v1/deposits/quotes', {
      paymentMethodId: methodId,
      amount: 10_00,
    });
    expect(quote.status).toBe(400);
    expect(quote.body.message).toBe('The minimum deposit with Tether is $20.00');
    expect(
      (await client.post('/v1/deposits', { paymentMethodId: methodId, amount: 20_00 })).status,
    ).toBe(201);
    expect(
      (await client.post('/v1/deposits', { paymentMethodId: other, amount: 1_00 })).status,
    ).toBe(201);
    const low = await client.post('/v1/withdrawals', withdrawal(49_99));
    expect(low.status).toBe(400);
    expect(low.body.message).toBe('The minimum withdrawal with Tether is $50.00');
    const high = await client.post('/v1/withdrawals', withdrawal(200_01));
    expect(high.body.message).toBe('The maximum withdrawal with Tether is $200.00');
    expect((await client.post('/v1/withdrawals', withdrawal(200_00))).status).toBe(201);
    expect((await client.get('/v1/dashboard')).body.pendingWithdrawals).toBe(1);
    await put('paymentLimits', { byMethod: {} });
  });
});

describe('settings: admins’ required two-factor', () => {
  /** A second admin without two-factor (made by the first). */
  async function secondAdmin() {
    const registered = await registerActiveUser(ctx);
    const made = await admin.post(`/v1/users/${registered.user.$id}/make-admin`);
    expect(made.status).toBe(200);
    return registered;
  }

  it('refuses an admin without two-factor every admin route with a 403, leaves set-up open, and lets them in once it is on', async () => {
    const { client, user } = await secondAdmin();
    expect((await client.get('/v1/admin/overview')).status).toBe(200);
    expect((await put('security', { requireAdminTwoFactor: true })).status).toBe(200);
    // The admin who switched it on has no second factor either: they are held too, until set up.
    expect((await admin.get('/v1/admin/overview')).body.type).toBe('admin_two_factor_required');
    const { client: enforcer } = await withTotp(admin);
    expect((await enforcer.get('/v1/admin/overview')).status).toBe(200);

    for (const [method, url] of [
      ['GET', '/v1/admin/overview'],
      ['GET', '/v1/admin/settings'],
      ['GET', `/v1/admin/transactions/${user.$id}`],
      ['POST', `/v1/admin/transactions/${user.$id}/approve`],
      ['GET', '/v1/users'],
    ] as const) {
      const refused = await client.request(method, url, method === 'POST' ? {} : undefined);
      expect({ url, status: refused.status, type: refused.body.type }).toEqual({
        url,
        status: 403,
        type: 'admin_two_factor_required',
      });
      expect(refused.body.message).toBe(
        'Admins must use two-factor authentication. Turn it on under Profile → Two-factor authentication, then open the admin pages again.',
      );
    }
    // The user's own pages and the two-factor set-up stay open.
    expect((await client.get('/v1/account')).status).toBe(200);
    await withTotp(client);
    expect((await client.get('/v1/admin/overview')).status).toBe(200);
    // A user who is no admin is unaffected.
    const { client: plain } = await registerActiveUser(ctx);
    expect((await plain.get('/v1/dashboard')).status).toBe(200);
    expect((await plain.get('/v1/admin/overview')).status).toBe(401);
    expect((await put('security', { requireAdminTwoFactor: false }, enforcer)).status).toBe(200);
  });

  /** Confirms a TOTP authenticator and turns MFA on for the client's account. */
  async function withTotp(client: TestClient) {
    const created = await client.post('/v1/account/mfa/authenticators/totp');
    expect(created.status).toBe(200);
    const confirmed = await client.put('/v1/account/mfa/authenticators/totp', {
      otp: totpCode(ctx, created.body.secret),
    });
    expect(confirmed.status).toBe(200);
    const on = await client.patch('/v1/account/mfa', { mfa: true });
    expect(on.body.mfa).toBe(true);
    ctx.clock.advance(30_000);
    return { client };
  }
});

describe('settings: several server processes', () => {
  let secondDb: Database;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    secondDb = openPostgres(ctx.url, 3);
    second = await buildApp({
      db: secondDb.db,
      settingsDb: secondDb.apart,
      dbKind: 'postgres',
      config: ctx.config,
      clock: ctx.clock,
      logger: false,
      listen: secondDb.listen,
    });
    await second.app.ready();
  });
  afterAll(async () => {
    await second.app.close();
    await secondDb.close();
  });

  it('a change saved through one process is what the other answers next (NOTIFY refreshes its copy)', async () => {
    const visitor = new TestClient(second.app);
    const seen = () => visitor.get('/v1/settings/public').then((r) => r.body.withdrawals);
    expect(await seen()).toEqual({ feePercent: 10, minFeeCents: 0 });
    // Resolved when the second process's copy is dropped on the notification.
    const store = second.deps.settings;
    const invalidate = store.invalidate.bind(store);
    const changed = new Promise<void>((resolve) => {
      store.invalidate = () => {
        invalidate();
        resolve();
      };
    });
    expect((await put('withdrawals', { feePercent: 7, minFeeCents: 0 })).status).toBe(200);
    await changed;
    expect(await seen()).toEqual({ feePercent: 7, minFeeCents: 0 });
    await put('withdrawals', { feePercent: 10, minFeeCents: 0 });
  });
});
