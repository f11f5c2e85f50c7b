import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { mirrorPnlCents, parsePrice } from '@copyvest/shared';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import {
  adminClient,
  registerActiveUser,
  registerUser,
  type TestClient,
} from '../../../test/support/client.ts';
import { seedPaymentMethod } from '../../../test/support/seed.ts';
import { rowsOf } from '../../db/client.ts';
import { auditLog, copies, instruments, mailOutbox, notifications } from '../../db/schema.ts';
import { mirrorPnlSql } from './settle-sql.ts';
import { balanceOf, expectBooksClean, funded, leadTrader } from './copy-support.test-support.ts';

let ctx: TestContext;
let admin: TestClient;
let methodId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx)).id;
});

const open = (client: TestClient, body: Record<string, unknown> = {}) =>
  client.post('/v1/trader/positions', {
    instrumentId: 'btc-usd',
    side: 'long',
    entryPrice: '100',
    sizeBps: 1000,
    ...body,
  });
const close = (client: TestClient, id: string, exitPrice: string, percent = 100) =>
  client.post(`/v1/trader/positions/${id}/close`, { exitPrice, percent });

describe('the worked example: $500 copying a 20 % share trader', () => {
  it('gains $5.00 on 10 % long 100 → 110, pays $1.00 share, loses $5.04, shares only above the mark', async () => {
    const trader = await leadTrader(ctx);
    const follower = await funded(ctx, admin, methodId, 1_000_00);
    const started = await follower.client.post('/v1/copies', {
      traderId: trader.user.$id,
      amount: 500_00,
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ equity: 500_00, invested: 500_00, highWaterMark: 500_00 });
    expect(await balanceOf(ctx, follower.user.$id)).toBe(500_00);
    const copyId = started.body.id;

    // Gain: 500 × 10 % × (110 − 100) / 100 = $5.00; share 20 % of the $5.00 above the mark.
    const first = await open(trader.client);
    expect(first.status).toBe(201);
    const mirrored = await follower.client.get(`/v1/copies/${copyId}`);
    expect(mirrored.body.mirrors).toHaveLength(1);
    expect(mirrored.body.mirrors[0]).toMatchObject({ equityAtOpen: 500_00, status: 'open' });
    const closed = await close(trader.client, first.body.id, '110');
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ followersSettled: 1, closedBps: 10_000, indexAfter: 101 });
    let copy = (await follower.client.get(`/v1/copies/${copyId}`)).body;
    expect(copy).toMatchObject({
      equity: 504_00,
      realized: 5_00,
      sharesPaid: 1_00,
      highWaterMark: 505_00,
    });
    expect(copy.history[0]).toMatchObject({ computed: 5_00, pnl: 5_00, share: 1_00, capped: 0 });
    expect(await balanceOf(ctx, trader.user.$id)).toBe(1_00);

    // Loss: on $504.00, 10 % long 100 → 90: −$5.04, no share.
    const second = await open(trader.client);
    await close(trader.client, second.body.id, '90');
    copy = (await follower.client.get(`/v1/copies/${copyId}`)).body;
    expect(copy).toMatchObject({
      equity: 498_96,
      realized: -4,
      sharesPaid: 1_00,
      highWaterMark: 505_00,
    });

    // Back up: 498.96 × 10 % × 20 % = $9.9792 → $9.97 (the fraction stays with the platform);
    // equity $508.93 is $3.93 above the $505.00 mark: share floor(393 × 20 %) = 78 cents.
    const third = await open(trader.client);
    await close(trader.client, third.body.id, '120');
    copy = (await follower.client.get(`/v1/copies/${copyId}`)).body;
    expect(copy.history[0]).toMatchObject({ computed: 9_97, pnl: 9_97, share: 78 });
    expect(copy).toMatchObject({ equity: 508_15, sharesPaid: 1_78, highWaterMark: 508_93 });
    expect(await balanceOf(ctx, trader.user.$id)).toBe(1_78);

    // Stop: nothing open, so it closes at once and the equity returns.
    const stopped = await follower.client.post(`/v1/copies/${copyId}/stop`, {});
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({ status: 'closed', equity: 0, returned: 508_15 });
    expect(await balanceOf(ctx, follower.user.$id)).toBe(500_00 + 508_15);
    const kinds = (
      await ctx.database.db
        .select({ kind: notifications.kind })
        .from(notifications)
        .where(eq(notifications.userId, follower.user.$id))
    ).map((n) => n.kind);
    expect(kinds.filter((k) => k === 'copy_position_opened')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'copy_position_closed')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'copy_stopped')).toHaveLength(1);
    const listed = await follower.client.get('/v1/notifications');
    expect(listed.status).toBe(200);
    expect(listed.body.notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'copy_position_closed',
          data: { copyId, traderName: 'Test Trader', symbol: 'BTC/USD', pnl: 9_97 },
        }),
        expect.objectContaining({
          kind: 'copy_stopped',
          amount: 508_15,
          data: { copyId, traderName: 'Test Trader', returned: 508_15 },
        }),
      ]),
    );
    const mails = await ctx.database.db
      .select({ template: mailOutbox.template, data: mailOutbox.data })
      .from(mailOutbox)
      .where(eq(mailOutbox.toEmail, follower.input.email));
    expect(mails.map((m) => m.template)).toEqual(
      expect.arrayContaining(['copy-started', 'copy-closed']),
    );
    expect(mails.find((m) => m.template === 'copy-closed')!.data).toMatchObject({
      returned: 508_15,
    });
    await expectBooksClean(ctx);
  });
});

describe('copy movements on the transactions list', () => {
  it('shows the allocation, the added funds, the equity returned and the trader’s profit share', async () => {
    const trader = await leadTrader(ctx);
    const follower = await funded(ctx, admin, methodId, 1_000_00);
    const started = await follower.client.post('/v1/copies', {
      traderId: trader.user.$id,
      amount: 300_00,
    });
    const copyId = started.body.id;
    expect(
      (await follower.client.post(`/v1/copies/${copyId}/funds`, { amount: 200_00 })).status,
    ).toBe(200);
    const position = await open(trader.client);
    await close(trader.client, position.body.id, '110');
    // 500 × 10 % × 10 % = $5.00 gained; the trader's 20 % share is $1.00; $504.00 returns.
    await follower.client.post(`/v1/copies/${copyId}/stop`, {});

    const rows = (await follower.client.get('/v1/transactions')).body.transactions as {
      kind: string;
      type: string;
      status: string;
      amount: number;
      descriptionCode: string;
      description: string;
    }[];
    const copyRows = rows.filter((row) => row.kind.startsWith('copy_'));
    expect(
      copyRows.map(({ kind, type, status, amount, descriptionCode }) => ({
        kind,
        type,
        status,
        amount,
        descriptionCode,
      })),
    ).toEqual([
      {
        kind: 'copy_return',
        type: 'credit',
        status: 'success',
        amount: 504_00,
        descriptionCode: 'copy_returned',
      },
      {
        kind: 'copy_allocation',
        type: 'withdraw',
        status: 'success',
        amount: 200_00,
        descriptionCode: 'copy_funds',
      },
      {
        kind: 'copy_allocation',
        type: 'withdraw',
        status: 'success',
        amount: 300_00,
        descriptionCode: 'copy_started',
      },
    ]);
    expect(copyRows[0]!.description).toBe('Copy of Test Trader closed: equity returned');
    const traderRows = (await trader.client.get('/v1/transactions')).body.transactions;
    const mails = await ctx.database.db
      .select({ template: mailOutbox.template, data: mailOutbox.data })
      .from(mailOutbox)
      .where(eq(mailOutbox.toEmail, follower.input.email));
    expect(mails.find((m) => m.template === 'copy-funds-added')?.data).toMatchObject({
      amount: 200_00,
      equity: 500_00,
    });
    expect(traderRows).toEqual([
      expect.objectContaining({
        kind: 'copy_profit_share',
        type: 'credit',
        amount: 1_00,
        description: 'Profit share: BTC/USD close, 1 follower',
      }),
    ]);
    await expectBooksClean(ctx);
  });
});

describe('settlement rules', () => {
  it('the Books page counts the running copies’ equity among what users hold', async () => {
    const trader = await leadTrader(ctx);
    const follower = await funded(ctx, admin, methodId, 300_00);
    expect(
      (await follower.client.post('/v1/copies', { traderId: trader.user.$id, amount: 250_00 }))
        .status,
    ).toBe(201);
    const [running] = rowsOf<{ equity: number }>(
      await ctx.database.db.execute(
        sql`SELECT COALESCE(sum(equity), 0)::float8 AS equity FROM copies WHERE status <> 'closed'`,
      ),
    );
    const books = await admin.get('/v1/admin/books');
    expect(books.status).toBe(200);
    expect(books.body.users.inCopies).toBe(running!.equity);
    expect(books.body.users.inCopies).toBeGreaterThanOrEqual(250_00);
  });

  it('caps a loss at the copy’s equity and shows the cap in the history', async () => {
    const trader = await leadTrader(ctx);
    const follower = await funded(ctx, admin, methodId, 200_00);
    const copy = (
      await follower.client.post('/v1/copies', { traderId: trader.user.$id, amount: 200_00 })
    ).body;
    const position = await open(trader.client, { side: 'short', sizeBps: 10_000 });
    const closed = await close(trader.client, position.body.id, '250');
    expect(closed.body.indexAfter).toBe(0);
    const detail = (await follower.client.get(`/v1/copies/${copy.id}`)).body;
    expect(detail.equity).toBe(0);
    expect(detail.history[0]).toMatchObject({ computed: -300_00, pnl: -200_00, capped: 100_00 });
    // A copy with no equity gets no mirror.
    await open(trader.client);
    expect((await follower.client.get(`/v1/copies/${copy.id}`)).body.mirrors).toHaveLength(1);
    await expectBooksClean(ctx);
  });

  it('closes part of a position, then the rest, settling each part once', async () => {
    const trader = await leadTrader(ctx);
    const follower = await funded(ctx, admin, methodId, 1_000_00);
    const copy = (
      await follower.client.post('/v1/copies', { traderId: trader.user.$id, amount: 1_000_00 })
    ).body;
    const position = await open(trader.client, { sizeBps: 5000 });
    const half = await close(trader.client, position.body.id, '110', 50);
    expect(half.body).toMatchObject({ closedBps: 5000, followersSettled: 1 });
    const rest = await close(trader.client, position.body.id, '120', 100);
    expect(rest.body).toMatchObject({ closedBps: 5000 });
    const again = await close(trader.client, position.body.id, '120', 100);
    expect(again.status).toBe(409);
    expect(again.body.type).toBe('position_closed');
    const detail = (await follower.client.get(`/v1/copies/${copy.id}`)).body;
    // 1000 × 50 % × 50 % × 10 % = $25; then × 20 % = $50.
    expect(detail.history.map((h: { pnl: number }) => h.pnl)).toEqual([50_00, 25_00]);
    expect(detail.mirrors[0]).toMatchObject({ openBps: 0, status: 'closed', realized: 75_00 });
    await expectBooksClean(ctx);
  });

  it('does not mirror on a paused copy, and mirrors again once resumed', async () => {
    const trader = await leadTrader(ctx);
    const follower = await funded(ctx, admin, methodId, 500_00);
    const copy = (
      await follower.client.post('/v1/copies', { traderId: trader.user.$id, amount: 500_00 })
    ).body;
    expect((await follower.client.post(`/v1/copies/${copy.id}/pause`)).body.status).toBe('paused');
    await open(trader.client);
    expect((await follower.client.get(`/v1/copies/${copy.id}`)).body.mirrors).toHaveLength(0);
    expect((await follower.client.post(`/v1/copies/${copy.id}/resume`)).body.status).toBe('active');
    await open(trader.client);
    expect((await follower.client.get(`/v1/copies/${copy.id}`)).body.mirrors).toHaveLength(1);
  });

  it('stops while a mirror is open: closes when the trader closes it', async () => {
    const trader = await leadTrader(ctx, { profitShareBps: 0 });
    const follower = await funded(ctx, admin, methodId, 500_00);
    const copy = (
      await follower.client.post('/v1/copies', { traderId: trader.user.$id, amount: 500_00 })
    ).body;
    const position = await open(trader.client);
    const stopping = await follower.client.post(`/v1/copies/${copy.id}/stop`, {});
    expect(stopping.body.status).toBe('stopping');
    await close(trader.client, position.body.id, '110');
    const done = (await follower.client.get(`/v1/copies/${copy.id}`)).body;
    expect(done).toMatchObject({ status: 'closed', returned: 505_00, equity: 0 });
    expect(await balanceOf(ctx, follower.user.$id)).toBe(505_00);
    await expectBooksClean(ctx);
  });

  it('closes now at the positions’ last recorded prices', async () => {
    const trader = await leadTrader(ctx);
    const follower = await funded(ctx, admin, methodId, 500_00);
    const copy = (
      await follower.client.post('/v1/copies', { traderId: trader.user.$id, amount: 500_00 })
    ).body;
    const position = await open(trader.client, { sizeBps: 10_000 });
    await close(trader.client, position.body.id, '110', 50); // last price now 110
    const now = await follower.client.post(`/v1/copies/${copy.id}/stop`, { closeNow: true });
    expect(now.status).toBe(200);
    // First half: +$25, share $5, equity $520, mark $525. Close now of the other half at 110:
    // +$25 → $545, of which only the $20 above the $525 mark is shared: $4.
    expect(now.body).toMatchObject({ status: 'closed', equity: 0 });
    const detail = (await follower.client.get(`/v1/copies/${copy.id}`)).body;
    expect(detail.history[0]).toMatchObject({
      kind: 'close_now',
      closedBps: 5000,
      pnl: 25_00,
      share: 4_00,
    });
    expect(detail.returned).toBe(541_00);
    expect(await balanceOf(ctx, trader.user.$id)).toBe(9_00);
    // The trader's later close finds no open mirror for this copy.
    expect((await close(trader.client, position.body.id, '130')).body.followersSettled).toBe(0);
    await expectBooksClean(ctx);
  });

  it('adds funds within the maximum and raises the mark by them', async () => {
    const trader = await leadTrader(ctx, { maxAllocation: 600_00 });
    const follower = await funded(ctx, admin, methodId, 1_000_00);
    const copy = (
      await follower.client.post('/v1/copies', { traderId: trader.user.$id, amount: 500_00 })
    ).body;
    const added = await follower.client.post(`/v1/copies/${copy.id}/funds`, { amount: 100_00 });
    expect(added.body).toMatchObject({ equity: 600_00, invested: 600_00, highWaterMark: 600_00 });
    const over = await follower.client.post(`/v1/copies/${copy.id}/funds`, { amount: 1 });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      type: 'copy_allocation_invalid',
      message: 'Allocate between $100.00 and $600.00 to copy this trader',
    });
    expect(await balanceOf(ctx, follower.user.$id)).toBe(400_00);
    await expectBooksClean(ctx);
  });

  it('computes in SQL exactly what the shared function computes', async () => {
    // Prices with up to 12 integer digits and 8 decimals, as numeric(20, 8) holds them.
    const eightDecimals = fc
      .tuple(fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 99_999_999 }))
      .filter(([whole, fraction]) => whole > 0 || fraction > 0)
      .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(8, '0')}`);
    const cases = fc.sample(
      fc.record({
        equity: fc.integer({ min: 1, max: 1_000_000_00 }),
        size: fc.integer({ min: 1, max: 10_000 }),
        part: fc.integer({ min: 1, max: 10_000 }),
        side: fc.constantFrom('long' as const, 'short' as const),
        entry: eightDecimals,
        exit: eightDecimals,
      }),
      { numRuns: 500, seed: 43 },
    );
    const values = sql.join(
      cases.map(
        (c, i) =>
          sql`(${i}::int, ${c.equity}::bigint, ${c.size}::int, ${c.part}::int, ${c.side}::text, ${c.entry}::numeric, ${c.exit}::numeric)`,
      ),
      sql`, `,
    );
    const expr = mirrorPnlSql({
      equityAtOpen: sql`v.e`,
      sizeBps: sql`v.s`,
      closedBps: sql`v.p`,
      side: sql`v.side`,
      entryPrice: sql`v.entry`,
      exitPrice: sql`v.exit`,
    });
    const rows = rowsOf<{ i: number; pnl: string }>(
      await ctx.database.db.execute(
        sql`SELECT v.i, ${expr}::text AS pnl FROM (VALUES ${values}) AS v(i, e, s, p, side, entry, exit) ORDER BY v.i`,
      ),
    );
    const expected = cases.map((c) =>
      mirrorPnlCents({
        equityAtOpen: BigInt(c.equity),
        sizeBps: BigInt(c.size),
        closedBps: BigInt(c.part),
        side: c.side,
        entryPrice: parsePrice(c.entry),
        exitPrice: parsePrice(c.exit),
      }).toString(),
    );
    expect(rows.map((r) => r.pnl)).toEqual(expected);
    expect(expected.some((v) => v.startsWith('-'))).toBe(true);
  });
});

describe('refusals', () => {
  it('refuses to copy oneself, an unknown trader, out-of-bounds amounts and a second copy', async () => {
    const trader = await leadTrader(ctx);
    await (async () => {
      const self = await trader.client.post('/v1/copies', {
        traderId: trader.user.$id,
        amount: 500_00,
      });
      expect([self.status, self.body.type]).toEqual([400, 'copy_self']);
    })();
    const follower = await funded(ctx, admin, methodId, 300_00);
    const unknown = await follower.client.post('/v1/copies', {
      traderId: 'nobody',
      amount: 200_00,
    });
    expect([unknown.status, unknown.body.type]).toEqual([404, 'trader_not_found']);
    const low = await follower.client.post('/v1/copies', {
      traderId: trader.user.$id,
      amount: 99_99,
    });
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({
      type: 'copy_allocation_invalid',
      message: 'Allocate between $100.00 and $100,000.00 to copy this trader',
    });
    const poor = await follower.client.post('/v1/copies', {
      traderId: trader.user.$id,
      amount: 400_00,
    });
    expect([poor.status, poor.body.type]).toEqual([400, 'balance_insufficient']);
    const first = await follower.client.post('/v1/copies', {
      traderId: trader.user.$id,
      amount: 100_00,
    });
    expect(first.status).toBe(201);
    const second = await follower.client.post('/v1/copies', {
      traderId: trader.user.$id,
      amount: 100_00,
    });
    expect([second.status, second.body.type]).toEqual([409, 'copy_already_running']);
    const bad = await follower.client.post('/v1/copies', { traderId: trader.user.$id, amount: -5 });
    expect(bad.status).toBe(400);
    expect(await balanceOf(ctx, follower.user.$id)).toBe(200_00);
    await expectBooksClean(ctx);
  });

  it('refuses copying to an account that is not active, and to a visitor', async () => {
    const trader = await leadTrader(ctx);
    const inactive = await registerUser(ctx);
    const refused = await inactive.client.post('/v1/copies', {
      traderId: trader.user.$id,
      amount: 100_00,
    });
    expect([refused.status, refused.body.type]).toEqual([403, 'user_inactive']);
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/v1/copies',
      payload: { traderId: trader.user.$id, amount: 100_00 },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('keeps copies private: someone else’s is not found', async () => {
    const trader = await leadTrader(ctx);
    const follower = await funded(ctx, admin, methodId, 300_00);
    const other = await registerActiveUser(ctx);
    const copy = (
      await follower.client.post('/v1/copies', { traderId: trader.user.$id, amount: 100_00 })
    ).body;
    for (const response of [
      await other.client.get(`/v1/copies/${copy.id}`),
      await other.client.post(`/v1/copies/${copy.id}/funds`, { amount: 100 }),
      await other.client.post(`/v1/copies/${copy.id}/pause`),
      await other.client.post(`/v1/copies/${copy.id}/stop`, {}),
    ]) {
      expect([response.status, response.body.type]).toEqual([404, 'copy_not_found']);
    }
    expect((await other.client.get('/v1/copies')).body).toEqual([]);
    expect((await follower.client.get('/v1/copies')).body).toHaveLength(1);
    await follower.client.post(`/v1/copies/${copy.id}/stop`, {});
    const late = await follower.client.post(`/v1/copies/${copy.id}/funds`, { amount: 100 });
    expect([late.status, late.body.type]).toEqual([409, 'copy_not_running']);
    const pause = await follower.client.post(`/v1/copies/${copy.id}/pause`);
    expect([pause.status, pause.body.type]).toEqual([409, 'copy_not_running']);
  });

  it('lets only a lead trader open and close, each their own positions', async () => {
    const trader = await leadTrader(ctx);
    const rival = await leadTrader(ctx);
    const plain = await registerActiveUser(ctx);
    const refused = await open(plain.client);
    expect([refused.status, refused.body.type]).toEqual([403, 'trader_role_required']);
    const unknown = await open(trader.client, { instrumentId: 'doge' });
    expect([unknown.status, unknown.body.type]).toEqual([404, 'instrument_not_found']);
    await ctx.database.db
      .insert(instruments)
      .values({ id: 'old', symbol: 'OLD', name: 'Old', active: false });
    const inactive = await open(trader.client, { instrumentId: 'old' });
    expect([inactive.status, inactive.body.type]).toEqual([400, 'instrument_inactive']);
    const badPrice = await open(trader.client, { entryPrice: '1e3' });
    expect(badPrice.status).toBe(400);
    const position = await open(trader.client);
    const theirs = await close(rival.client, position.body.id, '110');
    expect([theirs.status, theirs.body.type]).toEqual([404, 'position_not_found']);
    const badPercent = await close(trader.client, position.body.id, '110', 0);
    expect(badPercent.status).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/v1/copies', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('withdrawing the role', () => {
  it('is refused while positions are open, then closes every copy and is audited', async () => {
    const trader = await leadTrader(ctx);
    const follower = await funded(ctx, admin, methodId, 500_00);
    const copy = (
      await follower.client.post('/v1/copies', { traderId: trader.user.$id, amount: 500_00 })
    ).body;
    const position = await open(trader.client);
    const refused = await admin.delete(`/v1/admin/traders/${trader.user.$id}`);
    expect([refused.status, refused.body.type]).toEqual([409, 'trader_positions_open']);
    const notAdmin = await follower.client.delete(`/v1/admin/traders/${trader.user.$id}`);
    expect(notAdmin.status).toBe(401);
    await close(trader.client, position.body.id, '100');
    const [one, two] = await Promise.all([
      admin.delete(`/v1/admin/traders/${trader.user.$id}`),
      (await adminClient(ctx)).delete(`/v1/admin/traders/${trader.user.$id}`),
    ]);
    expect([one.status, two.status].sort()).toEqual([204, 404]);
    const [row] = await ctx.database.db.select().from(copies).where(eq(copies.id, copy.id));
    expect(row).toMatchObject({ status: 'closed', equity: 0, returned: 500_00 });
    expect(await balanceOf(ctx, follower.user.$id)).toBe(500_00);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, trader.user.$id));
    expect(audits.map((a) => a.action)).toEqual(['trader.withdraw']);
    const again = await open(trader.client);
    expect(again.status).toBe(403);
    await expectBooksClean(ctx);
  });
});

describe('races', () => {
  it('close vs stop-now vs add funds vs a double close: nothing lost or doubled', async () => {
    const trader = await leadTrader(ctx);
    const followers = await Promise.all(
      [0, 1, 2, 3].map(() => funded(ctx, admin, methodId, 1_000_00)),
    );
    const copyIds: string[] = [];
    for (const f of followers) {
      copyIds.push(
        (await f.client.post('/v1/copies', { traderId: trader.user.$id, amount: 500_00 })).body.id,
      );
    }
    const position = await open(trader.client, { sizeBps: 5000 });
    const responses = await Promise.all([
      close(trader.client, position.body.id, '110'),
      close(trader.client, position.body.id, '110'),
      followers[0]!.client.post(`/v1/copies/${copyIds[0]}/stop`, { closeNow: true }),
      followers[1]!.client.post(`/v1/copies/${copyIds[1]}/funds`, { amount: 100_00 }),
      followers[2]!.client.post(`/v1/copies/${copyIds[2]}/stop`, {}),
      followers[3]!.client.post(`/v1/copies/${copyIds[3]}/stop`, { closeNow: true }),
      followers[3]!.client.post(`/v1/copies/${copyIds[3]}/stop`, { closeNow: true }),
    ]);
    for (const r of responses) expect(r.status).toBeLessThan(500);
    const closes = responses
      .slice(0, 2)
      .map((r) => r.status)
      .sort();
    expect(closes).toEqual([200, 409]);
    // Every mirror settled exactly once: one settlement per mirror in all.
    const settled = rowsOf<{ mirror_id: string; n: number }>(
      await ctx.database.db.execute(sql`
        SELECT s.mirror_id, count(*)::int AS n FROM copy_settlements s
        JOIN copy_positions m ON m.id = s.mirror_id WHERE m.position_id = ${position.body.id}
        GROUP BY s.mirror_id`),
    );
    expect(settled).toHaveLength(4);
    expect(settled.every((s) => s.n === 1)).toBe(true);
    await expectBooksClean(ctx);
  });

  it('an open racing a stop: a closed copy never holds an open mirror', async () => {
    const trader = await leadTrader(ctx);
    const followers = await Promise.all(
      [0, 1, 2, 3, 4].map(() => funded(ctx, admin, methodId, 200_00)),
    );
    const ids: string[] = [];
    for (const f of followers) {
      const copy = await f.client.post('/v1/copies', { traderId: trader.user.$id, amount: 200_00 });
      ids.push(copy.body.id);
    }
    const answers = await Promise.all([
      open(trader.client),
      ...followers.map((f, i) => f.client.post(`/v1/copies/${ids[i]}/stop`, {})),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 200, 200, 200, 200, 200]);
    const orphans = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`
        SELECT count(*)::int AS n FROM copy_positions m JOIN copies c ON c.id = m.copy_id
        WHERE m.status = 'open' AND c.status = 'closed'`),
    );
    expect(orphans[0]!.n).toBe(0);
    // Those the open mirrored are stopping and close with the position; the others closed.
    await close(trader.client, answers[0]!.body.id, '105');
    const left = await ctx.database.db
      .select()
      .from(copies)
      .where(eq(copies.traderId, trader.user.$id));
    expect(left.every((c) => c.status === 'closed')).toBe(true);
    await expectBooksClean(ctx);
  });

  it('two copies of the same trader at once: one runs, the other is refused', async () => {
    const trader = await leadTrader(ctx);
    const follower = await funded(ctx, admin, methodId, 1_000_00);
    const both = await Promise.all([
      follower.client.post('/v1/copies', { traderId: trader.user.$id, amount: 300_00 }),
      follower.client.post('/v1/copies', { traderId: trader.user.$id, amount: 300_00 }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await balanceOf(ctx, follower.user.$id)).toBe(700_00);
    await expectBooksClean(ctx);
  });

  it('a retried close with its idempotency key settles once', async () => {
    const trader = await leadTrader(ctx);
    const follower = await funded(ctx, admin, methodId, 500_00);
    await follower.client.post('/v1/copies', { traderId: trader.user.$id, amount: 500_00 });
    const position = await open(trader.client);
    const headers = { 'idempotency-key': 'close-once-0001' };
    const body = { exitPrice: '110', percent: 50 };
    const first = await trader.client.post(
      `/v1/trader/positions/${position.body.id}/close`,
      body,
      headers,
    );
    const retry = await trader.client.post(
      `/v1/trader/positions/${position.body.id}/close`,
      body,
      headers,
    );
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const closes = rowsOf<{ n: number }>(
      await ctx.database.db.execute(
        sql`SELECT count(*)::int AS n FROM position_closes WHERE position_id = ${position.body.id}`,
      ),
    );
    expect(closes[0]!.n).toBe(1);
    await expectBooksClean(ctx);
  });
});
