import { and, desc, eq } from 'drizzle-orm';
import {
  equityCurve,
  type TPositionClose,
  type TTraderPosition,
  type TTraderProfile,
} from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { positionCloses, traderPositions } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { loadBook } from './load-book.ts';
import { selectTraderSummaries } from './select-trader-summaries.ts';

/** How many closes the profile's history shows, newest first. */
export const PROFILE_HISTORY = 50;

export type GetTraderProfileOptions = {
  deps: { db: DbOrTx; clock: Clock };
  input: { traderId: string };
  /** The public page shows traders holding the role; the trader's own console shows theirs. */
  includeWithdrawn?: boolean;
};

type PositionRow = typeof traderPositions.$inferSelect;

export const toTraderPosition = (p: PositionRow): TTraderPosition => ({
  id: p.id,
  instrumentId: p.instrumentId,
  symbol: p.symbol,
  side: p.side,
  sizeBps: p.sizeBps,
  entryPrice: priceText(p.entryPrice),
  lastPrice: priceText(p.lastPrice),
  openBps: p.openBps,
  status: p.status,
  openedAt: p.openedAt.toISOString(),
  closedAt: p.closedAt?.toISOString() ?? null,
});

/** A numeric(20, 8) price as typed: no trailing zeros (`100.50000000` → `100.5`). */
export const priceText = (value: string | number) =>
  String(value)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');

/** A close's return on the part closed: side × (exit − entry) / entry. */
const closeReturn = (side: 'long' | 'short', entry: string, exit: string) =>
  ((side === 'long' ? 1 : -1) * (Number(exit) - Number(entry))) / Number(entry);

/**
 * `GET /v1/traders/:id`: the ranking's row, the strategy, the equity curve (every close), the open
 * positions and the last 50 closes. Public: no viewer.
 */
export async function getTraderProfile({
  deps,
  input,
  includeWithdrawn = false,
}: GetTraderProfileOptions): Promise<TTraderProfile> {
  const { db } = deps;
  const [summary] = await selectTraderSummaries({
    db,
    traderId: input.traderId,
    activeOnly: !includeWithdrawn,
  });
  if (!summary) throw appError('trader_not_found');
  const [book, open, history, started] = await Promise.all([
    loadBook(db, input.traderId),
    db
      .select()
      .from(traderPositions)
      .where(and(eq(traderPositions.traderId, input.traderId), eq(traderPositions.status, 'open')))
      .orderBy(desc(traderPositions.openedAt)),
    db
      .select({ close: positionCloses, position: traderPositions })
      .from(positionCloses)
      .innerJoin(traderPositions, eq(traderPositions.id, positionCloses.positionId))
      .where(eq(positionCloses.traderId, input.traderId))
      .orderBy(desc(positionCloses.closedAt), desc(positionCloses.id))
      .limit(PROFILE_HISTORY),
    db.query.leadTraders.findFirst({
      where: (t, { eq: is }) => is(t.userId, input.traderId),
      columns: { createdAt: true, strategy: true },
    }),
  ]);
  const since = started!.createdAt;
  return {
    ...summary,
    strategy: started!.strategy,
    since: since.toISOString(),
    equityCurve: equityCurve(book.closes, since, deps.clock.now()),
    openPositions: open.map(toTraderPosition),
    history: history.map(({ close, position }): TPositionClose => ({
      id: close.id,
      positionId: close.positionId,
      symbol: position.symbol,
      side: position.side,
      closedBps: close.closedBps,
      entryPrice: priceText(position.entryPrice),
      exitPrice: priceText(close.exitPrice),
      pnlIndex: close.pnlIndex,
      return: closeReturn(
        position.side,
        priceText(position.entryPrice),
        priceText(close.exitPrice),
      ),
      indexAfter: close.indexAfter,
      openedAt: close.openedAt.toISOString(),
      closedAt: close.closedAt.toISOString(),
      followersSettled: close.followersSettled,
    })),
  };
}
