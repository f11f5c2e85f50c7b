import { beforeAll, describe, expect, it } from 'vitest';
import type { TTraderStats } from '@copyvest/shared';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { registerActiveUser } from '../../../test/support/client.ts';
import { makeLeadTrader } from '../../../test/support/lead-trader.ts';
import { leadTraders } from '../../db/schema.ts';
import { refreshStaleTraderStats } from './refresh-stale-trader-stats.ts';
import { DAY, seedBook } from './traders-test-support.ts';

let ctx: TestContext;
let traderId: string;
let quietId: string;

const statsOf = async (userId: string) => {
  const [row] = await ctx.database.db
    .select({ stats: leadTraders.stats })
    .from(leadTraders)
    .where(eq(leadTraders.userId, userId));
  return row!.stats as TTraderStats;
};

beforeAll(async () => {
  ctx = await createTestContext();
  const [trader, quiet] = await Promise.all([registerActiveUser(ctx), registerActiveUser(ctx)]);
  traderId = trader.user.$id;
  quietId = quiet.user.$id;
  const now = ctx.clock.now();
  await makeLeadTrader(ctx.database.db, traderId, { createdAt: new Date(now.getTime() - 9 * DAY) });
  await makeLeadTrader(ctx.database.db, quietId, { createdAt: now });
  // One win of 5 % two days ago.
  await seedBook(
    ctx.database.db,
    traderId,
    [
      {
        entry: '50',
        exit: '52.5',
        sizeBps: 10000,
        pnlIndex: 5,
        indexAfter: 105,
        openedAt: new Date(now.getTime() - 3 * DAY),
        closedAt: new Date(now.getTime() - 2 * DAY),
      },
    ],
    now,
  );
});

describe('the hourly refresh of trader statistics', () => {
  it('moves the window ROIs on with time: a win of two days ago leaves the 7-day ROI after a week', async () => {
    const before = await statsOf(traderId);
    expect(before.roi7d).toBeCloseTo(0.05, 12);
    expect(before.roiAll).toBeCloseTo(0.05, 12);
    // Fresh: nothing to refresh yet.
    expect(await refreshStaleTraderStats({ deps: ctx.deps })).toBe(0);

    ctx.clock.advance(6 * DAY);
    expect(await refreshStaleTraderStats({ deps: ctx.deps })).toBe(1);
    const later = await statsOf(traderId);
    expect(later.roi7d).toBe(0);
    expect(later.roi30d).toBeCloseTo(0.05, 12);
    expect(later).toMatchObject({ roiAll: before.roiAll, closes: 1 });
    expect(Date.parse(later.computedAt!) - Date.parse(before.computedAt!)).toBeGreaterThanOrEqual(
      6 * DAY,
    );
    // A trader with no close has no window to move: left alone.
    expect(await statsOf(quietId)).toEqual({});
  });
});
