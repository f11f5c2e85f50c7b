import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AVATAR_BUCKET,
  messages,
  TRADER_SORTS,
  type TTraderSummary,
  ZTraderSummary,
} from '@copyvest/shared';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import {
  adminClient,
  registerActiveUser,
  registerUser,
  TestClient,
} from '../../../test/support/client.ts';
import { makeLeadTrader } from '../../../test/support/lead-trader.ts';
import { auditLog, copies, files, leadTraders } from '../../db/schema.ts';
import { selectTraderSummaries } from './select-trader-summaries.ts';
import { DAY, HOUR, seedBook, seedCopy, returnSeededCopies } from './traders-test-support.ts';

const m = messages.copyTrading;
let ctx: TestContext;
let admin: TestClient;
let visitor: TestClient;
let now: Date;
const ago = (ms: number) => new Date(now.getTime() - ms);
/** Alpha, Bravo, Charlie hold the role; Delta's was withdrawn. */
const ids = { alpha: '', bravo: '', charlie: '', delta: '' };
let alphaClient: TestClient;
let follower: Awaited<ReturnType<typeof registerActiveUser>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  visitor = new TestClient(ctx.app);
  now = ctx.clock.now();
  const db = ctx.database.db;
  const [alpha, bravo, charlie, delta, other] = await Promise.all([
    registerActiveUser(ctx),
    registerActiveUser(ctx),
    registerActiveUser(ctx),
    registerActiveUser(ctx),
    registerActiveUser(ctx),
  ]);
  follower = other!;
  alphaClient = alpha!.client;
  ids.alpha = alpha!.user.$id;
  ids.bravo = bravo!.user.$id;
  ids.charlie = charlie!.user.$id;
  ids.delta = delta!.user.$id;
  const since = ago(60 * DAY);
  await makeLeadTrader(db, ids.alpha, { displayName: 'Alpha', createdAt: since });
  await makeLeadTrader(db, ids.bravo, { displayName: 'Bravo', createdAt: since });
  await makeLeadTrader(db, ids.charlie, { displayName: 'Charlie', createdAt: since });
  await makeLeadTrader(db, ids.delta, {
    displayName: 'Delta',
    createdAt: since,
    active: false,
    withdrawnAt: ago(DAY),
  });
  // Alpha, by hand: a long of 50 % from 100 to 120 (r = 0.2, pnl = 100 × 0.5 × 1 × 0.2 = 10,
  // index 110, held 24 h); then half of a short of 100 % from 200 to 210 (r = −0.05,
  // pnl = 110 × 1 × 0.5 × −0.05 = −2.75, index 107.25, held 12 h), the other half still open.
  await seedBook(
    db,
    ids.alpha,
    [
      {
        sizeBps: 5000,
        entry: '100',
        exit: '120',
        pnlIndex: 10,
        indexAfter: 110,
        openedAt: ago(41 * DAY),
        closedAt: ago(40 * DAY),
      },
      {
        side: 'short',
        entry: '200',
        exit: '210',
        closedBps: 5000,
        indexAtOpen: 110,
        pnlIndex: -2.75,
        indexAfter: 107.25,
        openedAt: ago(5 * DAY + 12 * HOUR),
        closedAt: ago(5 * DAY),
      },
    ],
    now,
  );
  // Bravo: one win of 5 two days ago.
  await seedBook(
    db,
    ids.bravo,
    [
      {
        entry: '50',
        exit: '52.5',
        sizeBps: 10000,
        pnlIndex: 5,
        indexAfter: 105,
        openedAt: ago(3 * DAY),
        closedAt: ago(2 * DAY),
      },
    ],
    now,
  );
  // Followers: two running copies of Alpha, one of Bravo and a closed one of Bravo.
  const second = await registerActiveUser(ctx);
  await seedCopy(db, {
    followerId: follower.user.$id,
    traderId: ids.alpha,
    equity: 300_00,
    at: now,
  });
  await seedCopy(db, { followerId: second.user.$id, traderId: ids.alpha, equity: 200_00, at: now });
  await seedCopy(db, {
    followerId: follower.user.$id,
    traderId: ids.bravo,
    equity: 1000_00,
    at: now,
  });
  await db.insert(copies).values({
    id: 'closed-copy',
    followerId: second.user.$id,
    traderId: ids.bravo,
    status: 'closed',
    equity: 0,
    invested: 500_00,
    highWaterMark: 500_00,
    returned: 500_00,
    closedAt: now,
  });
});

afterAll(() => returnSeededCopies(ctx.database.db));

const namesOf = (rows: TTraderSummary[]) => rows.map((row) => row.displayName);

describe('GET /v1/traders (public ranking)', () => {
  it('orders the traders holding the role by each sort, without a session', async () => {
    const expected: Record<string, string[]> = {
      roi30d: ['Bravo', 'Charlie', 'Alpha'], // 0.05, 0 (no close), 107.25 / 110 − 1
      roi90d: ['Alpha', 'Bravo', 'Charlie'], // 0.0725, 0.05, 0
      roiAll: ['Alpha', 'Bravo', 'Charlie'],
      winRate: ['Bravo', 'Alpha', 'Charlie'], // 1, 0.5, none
      followers: ['Alpha', 'Bravo', 'Charlie'], // 2, 1 (the closed copy is not counted), 0
      drawdown: ['Bravo', 'Charlie', 'Alpha'], // 0, 0 (by name), 2.75 / 110
    };
    for (const [sort, names] of Object.entries(expected)) {
      const response = await visitor.get(`/v1/traders?sort=${sort}`);
      expect(response.status, sort).toBe(200);
      expect(namesOf(response.body), sort).toEqual(names);
    }
    const byDefault = await visitor.get('/v1/traders');
    expect(namesOf(byDefault.body)).toEqual(expected.roi30d);
  });

  it('gives each row its statistics, sparkline, followers and money copying', async () => {
    const { body } = await visitor.get<TTraderSummary[]>('/v1/traders?sort=roiAll');
    const alpha = body.find((row) => row.id === ids.alpha)!;
    expect(alpha).toMatchObject({
      followers: 2,
      moneyCopying: 500_00,
      index: 107.25,
      sparkline: [100, 110, 107.25],
      avatarUrl: null,
      active: true,
    });
    expect(alpha.stats).toMatchObject({ wins: 1, losses: 1, winRate: 0.5, closes: 2, trades: 2 });
    expect(alpha.stats.profitFactor).toBeCloseTo(10 / 2.75, 12);
    // (10000 × 24 h + 5000 × 12 h) / 15000 = 20 h.
    expect(alpha.stats.avgDurationHours).toBeCloseTo(20, 9);
    expect(alpha.stats.roiAll).toBeCloseTo(0.0725, 12);
    expect(alpha.stats.roi30d).toBeCloseTo(107.25 / 110 - 1, 12);
    expect(alpha.stats.maxDrawdown).toBeCloseTo(2.75 / 110, 12);
    const bravo = body.find((row) => row.id === ids.bravo)!;
    expect(bravo).toMatchObject({ followers: 1, moneyCopying: 1000_00 });
    expect(bravo.stats.profitFactor).toBe('infinity');
    const charlie = body.find((row) => row.id === ids.charlie)!;
    expect(charlie.stats).toMatchObject({ closes: 0, winRate: null, roi30d: 0, maxDrawdown: 0 });
    expect(charlie.sparkline).toEqual([]);
  });

  it('answers with the JSON the database builds, equal to the rows mapped in Node', async () => {
    const db = ctx.database.db;
    for (const sort of TRADER_SORTS) {
      const response = await visitor.get(`/v1/traders?sort=${sort}`);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const parsed = z.array(ZTraderSummary).parse(response.body);
      expect(parsed, sort).toEqual(await selectTraderSummaries({ db, activeOnly: true, sort }));
    }
  });

  it('answers the changed ranking once a copy starts or a trader changes, never the kept one', async () => {
    const db = ctx.database.db;
    const followersOf = async (id: string) =>
      (await visitor.get<TTraderSummary[]>('/v1/traders?sort=followers')).body.find(
        (row) => row.id === id,
      )!.followers;
    expect(await followersOf(ids.charlie)).toBe(0);
    const copyId = await seedCopy(db, {
      followerId: follower.user.$id,
      traderId: ids.charlie,
      equity: 50_00,
      at: now,
    });
    expect(await followersOf(ids.charlie)).toBe(1);
    await db.update(leadTraders).set({ riskLevel: 4 }).where(eq(leadTraders.userId, ids.charlie));
    const changed = await visitor.get<TTraderSummary[]>('/v1/traders?sort=followers');
    expect(changed.body.find((row) => row.id === ids.charlie)!.riskLevel).toBe(4);
    expect(copyId).toBeTruthy();
  });

  it('sends the kept gzip to a client that takes it, the same JSON once unzipped', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/v1/traders?sort=winRate' });
    const zipped = await ctx.app.inject({
      method: 'GET',
      url: '/v1/traders?sort=winRate',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('refuses an unknown sort with a 400', async () => {
    expect((await visitor.get('/v1/traders?sort=luck')).status).toBe(400);
  });
});

describe('GET /v1/traders/:id (public profile)', () => {
  it('shows the equity curve, the open positions and the closes newest first', async () => {
    const response = await visitor.get(`/v1/traders/${ids.alpha}`);
    expect(response.status).toBe(200);
    const profile = response.body;
    expect(profile.since).toBe(ago(60 * DAY).toISOString());
    expect(profile.equityCurve.map((p: { value: number }) => p.value)).toEqual([
      100, 110, 107.25, 107.25,
    ]);
    expect(profile.openPositions).toHaveLength(1);
    expect(profile.openPositions[0]).toMatchObject({
      side: 'short',
      entryPrice: '200',
      lastPrice: '210',
      openBps: 5000,
      status: 'open',
    });
    expect(profile.history.map((c: { pnlIndex: number }) => c.pnlIndex)).toEqual([-2.75, 10]);
    expect(profile.history[0]).toMatchObject({ exitPrice: '210', closedBps: 5000 });
    expect(profile.history[0].return).toBeCloseTo(-0.05, 12);
    expect(profile.history[1].return).toBeCloseTo(0.2, 12);
  });

  it('answers 404 for an unknown id and for a withdrawn trader', async () => {
    for (const id of ['nobody', ids.delta]) {
      const response = await visitor.get(`/v1/traders/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.type).toBe('trader_not_found');
    }
  });
});

describe('admin: lead traders', () => {
  const body = (userId: string, overrides: Record<string, unknown> = {}) => ({
    userId,
    displayName: 'Echo',
    strategy: 'Trend following',
    riskLevel: 2,
    minAllocation: 100_00,
    maxAllocation: 5000_00,
    profitShareBps: 1500,
    ...overrides,
  });

  it('refuses visitors (401) and users (401) every admin route', async () => {
    const user = follower.client;
    const routes: [string, string, unknown?][] = [
      ['GET', '/v1/admin/traders'],
      ['POST', '/v1/admin/traders', body(ids.charlie)],
      ['PATCH', `/v1/admin/traders/${ids.alpha}`, { riskLevel: 1 }],
      ['GET', '/v1/admin/instruments'],
      ['POST', '/v1/admin/instruments', { symbol: 'XAU/USD', name: 'Gold' }],
      ['PATCH', '/v1/admin/instruments/btc-usd', { active: false }],
      ['PUT', '/v1/admin/settings/landing-figures', { source: 'computed' }],
    ];
    for (const client of [visitor, user]) {
      for (const [method, url, payload] of routes) {
        const response = await client.request(method as 'GET', url, payload);
        expect(response.status, `${method} ${url}`).toBe(401);
      }
    }
  });

  it('makes a user a lead trader once, audited; twice is 409', async () => {
    const echo = await registerActiveUser(ctx);
    const made = await admin.post('/v1/admin/traders', body(echo.user.$id));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      id: echo.user.$id,
      displayName: 'Echo',
      index: 100,
      followers: 0,
      active: true,
    });
    const again = await admin.post('/v1/admin/traders', body(echo.user.$id));
    expect(again.status).toBe(409);
    expect(again.body.type).toBe('trader_already_exists');
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, echo.user.$id), eq(auditLog.action, 'trader.make')));
    expect(audit).toHaveLength(1);
    const listed = await admin.get('/v1/admin/traders');
    expect(namesOf(listed.body)).toEqual(expect.arrayContaining(['Echo', 'Delta']));
  });

  it('the session says who holds the role, as the database keeps it (given, withdrawn)', async () => {
    const foxtrot = await registerActiveUser(ctx);
    const flag = async () => (await foxtrot.client.get('/v1/session')).body.user.isLeadTrader;
    expect(await flag()).toBe(false);
    expect((await admin.post('/v1/admin/traders', body(foxtrot.user.$id))).status).toBe(201);
    expect(await flag()).toBe(true);
    expect((await admin.delete(`/v1/admin/traders/${foxtrot.user.$id}`)).status).toBe(204);
    expect(await flag()).toBe(false);
  });

  it('gives a withdrawn trader the role back with the same book', async () => {
    const db = ctx.database.db;
    const [before] = await db.select().from(leadTraders).where(eq(leadTraders.userId, ids.delta));
    const made = await admin.post('/v1/admin/traders', body(ids.delta, { displayName: 'Delta 2' }));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ displayName: 'Delta 2', active: true });
    const [after] = await db.select().from(leadTraders).where(eq(leadTraders.userId, ids.delta));
    expect(after!.createdAt).toEqual(before!.createdAt);
    expect(after!.withdrawnAt).toBeNull();
    expect((await visitor.get(`/v1/traders/${ids.delta}`)).status).toBe(200);
  });

  it('refuses bad bodies with their messages and unknown users with 404', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ riskLevel: 9 }, m.riskInvalid],
      [{ profitShareBps: 3001 }, m.shareInvalid],
      [{ minAllocation: 500_00, maxAllocation: 100_00 }, m.boundsInvalid],
      [{ displayName: ' ' }, m.displayNameRequired],
    ];
    for (const [overrides, message] of cases) {
      const response = await admin.post('/v1/admin/traders', body(ids.charlie, overrides));
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const unknown = await admin.post('/v1/admin/traders', body('nobody'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.type).toBe('user_not_found');
  });

  it('updates a trader within the bounds rule, and 404 for an unknown one', async () => {
    const updated = await admin.patch(`/v1/admin/traders/${ids.charlie}`, {
      riskLevel: 5,
      profitShareBps: 1000,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ riskLevel: 5, profitShareBps: 1000 });
    // Charlie's maximum is 10 000 000 cents: a minimum above it alone breaks the rule.
    const crossed = await admin.patch(`/v1/admin/traders/${ids.charlie}`, {
      minAllocation: 20_000_000,
    });
    expect(crossed.status).toBe(400);
    expect(crossed.body.message).toBe(m.boundsInvalid);
    const bad = await admin.patch(`/v1/admin/traders/${ids.charlie}`, { riskLevel: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(m.riskInvalid);
    const unknown = await admin.patch('/v1/admin/traders/nobody', { riskLevel: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.type).toBe('trader_not_found');
  });
});

describe('instruments', () => {
  it('lists the active instruments publicly and all of them to the admin', async () => {
    const created = await admin.post('/v1/admin/instruments', { symbol: 'XAU/USD', name: 'Gold' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ symbol: 'XAU/USD', name: 'Gold', active: true });
    const taken = await admin.post('/v1/admin/instruments', { symbol: 'xau/usd ', name: 'Gold' });
    expect(taken.status).toBe(409);
    expect(taken.body.type).toBe('instrument_already_exists');
    const renamedOnto = await admin.patch(`/v1/admin/instruments/${created.body.id}`, {
      symbol: 'BTC/USD',
    });
    expect(renamedOnto.status).toBe(409);
    const off = await admin.patch(`/v1/admin/instruments/${created.body.id}`, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    const publicList = await visitor.get('/v1/instruments');
    expect(publicList.status).toBe(200);
    expect(publicList.body.map((i: { symbol: string }) => i.symbol)).toEqual([
      'BTC/USD',
      'ETH/USD',
      'S&P 500',
    ]);
    const all = await admin.get('/v1/admin/instruments');
    expect(all.body.map((i: { symbol: string }) => i.symbol)).toContain('XAU/USD');
  });

  it('refuses a blank symbol with its message and an unknown id with 404', async () => {
    const blank = await admin.post('/v1/admin/instruments', { symbol: '', name: 'Nothing' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(m.symbolRequired);
    const unknown = await admin.patch('/v1/admin/instruments/nothing', { active: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.type).toBe('instrument_not_found');
  });
});

describe('landing figures', () => {
  it("are the spec's by default, and the books' once an admin switches them (audited)", async () => {
    const spec = await visitor.get('/v1/landing-figures');
    expect(spec.status).toBe(200);
    expect(spec.body).toEqual({
      source: 'spec',
      winRate: 0.95,
      profitFactor: 1.85,
      avgDurationHours: 12,
    });
    const switched = await admin.put('/v1/admin/settings/landing-figures', { source: 'computed' });
    expect(switched.status).toBe(200);
    // Every close of every trader: Alpha's +10 (24 h, all) and −2.75 (12 h, half), Bravo's +5
    // (24 h, all): 2 wins of 3, (10 + 5) / 2.75, (24 + 0.5 × 12 + 24) / 2.5 = 21.6 h.
    expect(switched.body.source).toBe('computed');
    expect(switched.body.winRate).toBeCloseTo(2 / 3, 12);
    expect(switched.body.profitFactor).toBeCloseTo(15 / 2.75, 12);
    expect(switched.body.avgDurationHours).toBeCloseTo(21.6, 9);
    expect((await visitor.get('/v1/landing-figures')).body).toEqual(switched.body);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.change'));
    expect(audit.at(-1)).toMatchObject({
      targetId: 'landing',
      before: { figuresSource: 'spec' },
      after: { figuresSource: 'computed' },
    });
    const back = await admin.put('/v1/admin/settings/landing-figures', { source: 'spec' });
    expect(back.body.source).toBe('spec');
    const bad = await admin.put('/v1/admin/settings/landing-figures', { source: 'made-up' });
    expect(bad.status).toBe(400);
  });
});

describe('the trader console', () => {
  it('answers 401 without a session and 403 trader_role_required without the role', async () => {
    expect((await visitor.get('/v1/trader')).status).toBe(401);
    const refused = await follower.client.get('/v1/trader');
    expect(refused.status).toBe(403);
    expect(refused.body.type).toBe('trader_role_required');
    const edit = await follower.client.patch('/v1/trader/profile', { displayName: 'Me' });
    expect(edit.status).toBe(403);
    expect(edit.body.type).toBe('trader_role_required');
  });

  it('gives the trader their own profile and the instruments they may trade', async () => {
    const response = await alphaClient.get('/v1/trader');
    expect(response.status).toBe(200);
    expect(response.body.profile).toMatchObject({ id: ids.alpha, displayName: 'Alpha' });
    expect(response.body.instruments.map((i: { id: string }) => i.id)).toContain('btc-usd');
  });

  it('edits the profile; the avatar must be an image of theirs, then anyone may load it', async () => {
    const db = ctx.database.db;
    const file = (id: string, ownerId: string) => ({
      signature: 'd41d8cd98f00b204e9800998ecf8427e',
      bucketId: AVATAR_BUCKET,
      id,
      ownerId,
      name: 'me.png',
      mimeType: 'image/png',
      sizeOriginal: 10,
      sizeUploaded: 10,
      chunksTotal: 1,
      chunksUploaded: 1,
      status: 'ready' as const,
      storageName: `test-${id}`,
    });
    await db.insert(files).values([file('alpha-face', ids.alpha), file('not-hers', ids.bravo)]);
    const foreign = await alphaClient.patch('/v1/trader/profile', { avatarFileId: 'not-hers' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.type).toBe('storage_file_not_found');
    const edited = await alphaClient.patch('/v1/trader/profile', {
      displayName: 'Alpha Capital',
      strategy: 'Swing trades on majors',
      avatarFileId: 'alpha-face',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      displayName: 'Alpha Capital',
      strategy: 'Swing trades on majors',
    });
    expect(edited.body.avatarUrl).toMatch(/^\/v1\/storage\/buckets\/images\/files\/alpha-face\//);
    const [stored] = await db.select().from(files).where(eq(files.id, 'alpha-face'));
    expect(stored!.permissions).toContain('read("any")');
    const ranked = await visitor.get<TTraderSummary[]>('/v1/traders');
    expect(ranked.body.find((row) => row.id === ids.alpha)!.avatarUrl).toBe(edited.body.avatarUrl);
    const cleared = await alphaClient.patch('/v1/trader/profile', { avatarFileId: null });
    expect(cleared.body.avatarUrl).toBeNull();
    const blank = await alphaClient.patch('/v1/trader/profile', { displayName: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(m.displayNameRequired);
  });

  it('refuses a guest or an unregistered visitor the portfolio', async () => {
    expect((await visitor.get('/v1/portfolio')).status).toBe(401);
    const plain = await registerUser(ctx);
    expect((await plain.client.get('/v1/portfolio')).status).toBe(200);
  });
});
