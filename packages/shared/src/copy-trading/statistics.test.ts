import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closeFigures,
  equityCurve,
  type IndexClose,
  indexAt,
  sparkline,
  traderStatistics,
} from './statistics.ts';

const NOW = new Date('2026-06-01T00:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

/**
 * A fixed book, written out by hand (index 100 at the role's start):
 *   #  opened      closed          part   pnl     index
 *   1  now−100d    now−95d (120h)  100 %  +10     100 → 110
 *   2  now−60d     now−59.5d (12h)  50 %  −11     110 → 99     (same position as 3)
 *   3  now−60d     now−20d (960h)   50 %  +9.9     99 → 108.9
 *   4  now−10d     now−3d (168h)   100 %    0    108.9 → 108.9 (break-even)
 *   5  now−5d      now−1d (96h)     25 %  −5.9  108.9 → 103
 * Four positions opened (2 and 3 are one position closed in two parts).
 */
const BOOK: IndexClose[] = [
  {
    pnlIndex: 10,
    indexBefore: 100,
    indexAfter: 110,
    closedBps: 10000,
    openedAt: ago(100 * DAY),
    closedAt: ago(95 * DAY),
  },
  {
    pnlIndex: -11,
    indexBefore: 110,
    indexAfter: 99,
    closedBps: 5000,
    openedAt: ago(60 * DAY),
    closedAt: ago(59.5 * DAY),
  },
  {
    pnlIndex: 9.9,
    indexBefore: 99,
    indexAfter: 108.9,
    closedBps: 5000,
    openedAt: ago(60 * DAY),
    closedAt: ago(20 * DAY),
  },
  {
    pnlIndex: 0,
    indexBefore: 108.9,
    indexAfter: 108.9,
    closedBps: 10000,
    openedAt: ago(10 * DAY),
    closedAt: ago(3 * DAY),
  },
  {
    pnlIndex: -5.9,
    indexBefore: 108.9,
    indexAfter: 103,
    closedBps: 2500,
    openedAt: ago(5 * DAY),
    closedAt: ago(1 * DAY),
  },
];

describe('traderStatistics over a fixed book', () => {
  const stats = traderStatistics({ closes: BOOK, positionsOpened: 4, now: NOW });

  it('counts wins and losses without the break-even close: win rate 2 / (2 + 2) = 0.5', () => {
    expect(stats.wins).toBe(2);
    expect(stats.losses).toBe(2);
    expect(stats.winRate).toBe(0.5);
    expect(stats.closes).toBe(5);
    expect(stats.trades).toBe(4);
  });

  it('divides gross gains by gross losses: (10 + 9.9) / (11 + 5.9) = 19.9 / 16.9', () => {
    expect(stats.profitFactor).toBeCloseTo(19.9 / 16.9, 12);
  });

  it('weights each duration by its part: (1·120 + .5·12 + .5·960 + 1·168 + .25·96) / 3.25 h', () => {
    // 10000·120 + 5000·12 + 5000·960 + 10000·168 + 2500·96 = 7 980 000 bps·h over 32 500 bps.
    expect(stats.avgDurationHours).toBeCloseTo(7_980_000 / 32_500, 9);
    expect(stats.avgDurationHours).toBeCloseTo(245.538_461_5, 6);
  });

  it('takes each window ROI from the index at its start: the last close at or before it', () => {
    expect(stats.roiAll).toBeCloseTo(103 / 100 - 1, 12); // 0.03
    expect(stats.roi7d).toBeCloseTo(103 / 108.9 - 1, 12); // start after close 3
    expect(stats.roi30d).toBeCloseTo(103 / 99 - 1, 12); // start after close 2
    expect(stats.roi90d).toBeCloseTo(103 / 110 - 1, 12); // start after close 1
  });

  it('finds the largest fall from a peak: 110 → 99 is 11 / 110 = 0.1', () => {
    expect(stats.maxDrawdown).toBeCloseTo(0.1, 12);
    expect(stats.computedAt).toBe(NOW.toISOString());
  });

  it('starts a window older than the book at the role’s 100', () => {
    const young = traderStatistics({ closes: BOOK.slice(3), positionsOpened: 2, now: NOW });
    // Closes 4 and 5 alone (their own index values): the 30-day window begins before them.
    expect(young.roi30d).toBeCloseTo(103 / 100 - 1, 12);
  });
});

describe('traderStatistics at the edges', () => {
  it('says nothing but a zero drawdown before any close', () => {
    const stats = traderStatistics({ closes: [], positionsOpened: 1, now: NOW });
    expect(stats).toMatchObject({
      winRate: null,
      profitFactor: null,
      avgDurationHours: null,
      roiAll: 0,
      roi7d: 0,
      maxDrawdown: 0,
      closes: 0,
      trades: 1,
      computedAt: null,
    });
  });

  it('gives an infinite profit factor to gains without a loss, and none to break-evens alone', () => {
    expect(closeFigures([BOOK[0]!]).profitFactor).toBe('infinity');
    expect(closeFigures([BOOK[3]!]).profitFactor).toBeNull();
    expect(closeFigures([BOOK[3]!]).winRate).toBeNull();
  });

  it('has no ROI from a wiped-out index', () => {
    const wiped: IndexClose[] = [
      {
        pnlIndex: -100,
        indexBefore: 100,
        indexAfter: 0,
        closedBps: 10000,
        openedAt: ago(50 * DAY),
        closedAt: ago(40 * DAY),
      },
    ];
    const stats = traderStatistics({ closes: wiped, positionsOpened: 1, now: NOW });
    expect(stats.roi7d).toBeNull();
    expect(stats.roiAll).toBe(-1);
    expect(stats.maxDrawdown).toBe(1);
  });
});

describe('equityCurve and sparkline', () => {
  it('draws 100 at the start, one point per close and the index now', () => {
    const curve = equityCurve(BOOK, ago(101 * DAY), NOW);
    expect(curve.map((p) => p.value)).toEqual([100, 110, 99, 108.9, 108.9, 103, 103]);
    expect(curve[0]!.at).toBe(ago(101 * DAY).toISOString());
    expect(curve.at(-1)!.at).toBe(NOW.toISOString());
  });

  it('keeps the last 30 index points', () => {
    expect(sparkline(BOOK)).toEqual([100, 110, 99, 108.9, 108.9, 103]);
    const many = Array.from({ length: 40 }, (_, i) => ({ ...BOOK[0]!, indexAfter: i }));
    expect(sparkline(many)).toEqual(Array.from({ length: 30 }, (_, i) => i + 10));
    expect(indexAt(BOOK, ago(96 * DAY))).toBe(100);
    const precise = [{ ...BOOK[0]!, indexAfter: 104.123456789 }];
    expect(sparkline(precise)).toEqual([100, 104.1235]);
  });
});

/** A random book: each close moves the index by a signed fraction of it, floored at 0. */
const arbBook = fc
  .array(
    fc.record({
      move: fc.double({ min: -1, max: 1, noNaN: true }),
      closedBps: fc.integer({ min: 1, max: 10000 }),
      heldMs: fc.integer({ min: 0, max: 30 * DAY }),
      gapMs: fc.integer({ min: 0, max: 10 * DAY }),
    }),
    { maxLength: 60 },
  )
  .map((steps) => {
    let index = 100;
    let at = NOW.getTime() - 400 * DAY;
    return steps.map((step): IndexClose => {
      at += step.gapMs;
      const before = index;
      index = Math.max(0, before + before * step.move * 0.5);
      return {
        pnlIndex: index - before,
        indexBefore: before,
        indexAfter: index,
        closedBps: step.closedBps,
        openedAt: new Date(at - step.heldMs),
        closedAt: new Date(at),
      };
    });
  });

describe('traderStatistics properties', () => {
  it('keeps the win rate and the drawdown in [0, 1] and the all-time ROI at last / 100 − 1', () => {
    fc.assert(
      fc.property(arbBook, (closes) => {
        const stats = traderStatistics({ closes, positionsOpened: closes.length, now: NOW });
        if (stats.winRate !== null) {
          expect(stats.winRate).toBeGreaterThanOrEqual(0);
          expect(stats.winRate).toBeLessThanOrEqual(1);
        }
        expect(stats.maxDrawdown).toBeGreaterThanOrEqual(0);
        expect(stats.maxDrawdown).toBeLessThanOrEqual(1);
        const last = closes.at(-1)?.indexAfter ?? 100;
        expect(stats.roiAll).toBeCloseTo(last / 100 - 1, 12);
        expect(stats.wins + stats.losses).toBeLessThanOrEqual(stats.closes);
      }),
    );
  });
});
