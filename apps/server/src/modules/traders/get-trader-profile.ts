import { and, desc, eq } from 'drizzle-orm';
import { equityCurve, type TTraderProfile } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { positionCloses, traderPositions } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { loadBook } from './load-book.ts';
import { toCloseDto, toPositionDto } from './to-position-dto.ts';
import { selectTraderSummaries } from './select-trader-summaries.ts';

/** How many closes the profile's history shows, newest first. */
export const PROFILE_HISTORY = 50;

export type GetTraderProfileOptions = {
  deps: { db: DbOrTx; clock: Clock };
  input: { traderId: string };
  /** The public page shows traders holding the role; the trader's own console shows theirs. */
  includeWithdrawn?: boolean;
};

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
    openPositions: open.map(toPositionDto),
    history: history.map(({ close, position }) => toCloseDto(close, position)),
  };
}
