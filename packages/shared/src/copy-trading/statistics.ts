import type { TEquityPoint, TTraderStats } from '../schemas/copy-trading.ts';

/**
 * A lead trader's statistics (decision 043, `docs/design/copy-trading.md` "Statistics"), computed
 * from the closed parts of their book. Pure: the server stores the answer on `lead_traders` at
 * every close, the tests compare it with hand arithmetic.
 */

/** The index every book starts at when the role is first given. */
export const INDEX_START = 100;
/** The ranking's sparkline: the last index points. */
export const SPARKLINE_POINTS = 30;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** One closed part of a position, as the statistics see it. */
export interface IndexClose {
  /** The index's move at this close (signed). */
  pnlIndex: number;
  /** The index just before and just after this close. */
  indexBefore: number;
  indexAfter: number;
  /** The part of the position's original size this close took (1 … 10000). */
  closedBps: number;
  openedAt: Date;
  closedAt: Date;
}

export interface TraderStatisticsInput {
  /** The trader's closes, oldest first. */
  closes: readonly IndexClose[];
  /** Positions ever opened (the "trades" count). */
  positionsOpened: number;
  now: Date;
}

/**
 * The index at `at`: the last `indexAfter` at or before it, {@link INDEX_START} before the first
 * close. `closes` oldest first.
 */
export function indexAt(closes: readonly IndexClose[], at: Date): number {
  let value = INDEX_START;
  const t = at.getTime();
  for (const close of closes) {
    if (close.closedAt.getTime() > t) break;
    value = close.indexAfter;
  }
  return value;
}

/**
 * ROI over a window = index at its end / index at its start − 1. A window that starts before the
 * role did starts at the role's 100 (the index before any close), so a 30-day ROI of a 5-day-old
 * book is its all-time ROI rather than "—". Null only when the index at the start is 0 (a book
 * wiped out: nothing to divide by).
 */
function roiBetween(start: number, end: number): number | null {
  return start > 0 ? end / start - 1 : null;
}

/** The largest fall of the index from a previous peak, as a fraction of that peak (0 … 1). */
export function maxDrawdown(closes: readonly IndexClose[]): number {
  let peak = INDEX_START;
  let worst = 0;
  for (const { indexAfter } of closes) {
    if (indexAfter > peak) peak = indexAfter;
    else if (peak > 0) worst = Math.max(worst, (peak - indexAfter) / peak);
  }
  return Math.min(1, Math.max(0, worst));
}

/** Win rate, profit factor and the weighted average duration over some closed parts. */
export function closeFigures(
  closes: readonly Pick<IndexClose, 'pnlIndex' | 'closedBps' | 'openedAt' | 'closedAt'>[],
): Pick<TTraderStats, 'winRate' | 'profitFactor' | 'avgDurationHours' | 'wins' | 'losses'> {
  let wins = 0;
  let losses = 0;
  let gains = 0;
  let lossSum = 0;
  let weightedMs = 0;
  let weights = 0;
  for (const close of closes) {
    if (close.pnlIndex > 0) {
      wins += 1;
      gains += close.pnlIndex;
    } else if (close.pnlIndex < 0) {
      losses += 1;
      lossSum -= close.pnlIndex;
    }
    weightedMs += close.closedBps * (close.closedAt.getTime() - close.openedAt.getTime());
    weights += close.closedBps;
  }
  const profitFactor = losses > 0 ? gains / lossSum : wins > 0 ? ('infinity' as const) : null;
  return {
    wins,
    losses,
    winRate: wins + losses > 0 ? wins / (wins + losses) : null,
    profitFactor,
    avgDurationHours: weights > 0 ? weightedMs / weights / HOUR_MS : null,
  };
}

/** Everything `lead_traders.stats` holds, from the book's closes (oldest first). */
export function traderStatistics({
  closes,
  positionsOpened,
  now,
}: TraderStatisticsInput): TTraderStats {
  const end = indexAt(closes, now);
  const windowRoi = (days: number) =>
    roiBetween(indexAt(closes, new Date(now.getTime() - days * DAY_MS)), end);
  return {
    roi7d: windowRoi(7),
    roi30d: windowRoi(30),
    roi90d: windowRoi(90),
    roiAll: roiBetween(INDEX_START, end),
    ...closeFigures(closes),
    maxDrawdown: maxDrawdown(closes),
    closes: closes.length,
    trades: positionsOpened,
    computedAt: closes.length > 0 ? now.toISOString() : null,
  };
}

/** What a trader's stats are before any close. */
export const EMPTY_TRADER_STATS: TTraderStats = traderStatistics({
  closes: [],
  positionsOpened: 0,
  now: new Date(0),
});

/**
 * The equity curve: 100 at `since` (the role's start), one point per close at its index after,
 * and the index now.
 */
export function equityCurve(closes: readonly IndexClose[], since: Date, now: Date): TEquityPoint[] {
  const points: TEquityPoint[] = [{ at: since.toISOString(), value: INDEX_START }];
  for (const close of closes) {
    points.push({ at: close.closedAt.toISOString(), value: close.indexAfter });
  }
  const last = points[points.length - 1]!;
  if (new Date(last.at).getTime() < now.getTime()) {
    points.push({ at: now.toISOString(), value: last.value });
  }
  return points;
}

/**
 * The ranking's sparkline: the index at the start and after each close, the last 30 points. A
 * picture, so each point is rounded to 4 decimals: the ranking of 1,000 traders carries 30,000 of
 * them, and full float digits made up a third of its bytes.
 */
export function sparkline(closes: readonly IndexClose[]): number[] {
  return [INDEX_START, ...closes.map((c) => c.indexAfter)]
    .slice(-SPARKLINE_POINTS)
    .map((value) => Math.round(value * 10_000) / 10_000);
}
