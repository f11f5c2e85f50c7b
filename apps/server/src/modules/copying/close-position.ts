import { eq, sql } from 'drizzle-orm';
import { closedBpsOf, type TClosePositionRequest, type TPositionClose } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { leadTraders, positionCloses, traderPositions } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { refreshTraderStats, toCloseDto } from '../traders/index.ts';
import { closeCopies } from './close-copies.ts';
import { lockLeadTrader } from './lock-lead-trader.ts';
import { type PriceSource, traderEnteredPrices } from './price-source.ts';
import { settleClose } from './settle-close.ts';

export type ClosePositionOptions = {
  deps: AppDeps;
  viewer: Actor;
  /** The position's id and how much of what is open to close, at what price. */
  input: TClosePositionRequest & { positionId: string };
  prices?: PriceSource;
};

/**
 * A lead trader closes `percent` of what is open of their own position (decision 043), in one
 * transaction: the position (locked, so two closes cannot take the same part), the close's row,
 * the index's move (floored at 0), every open mirror settled set-based, the copies that were
 * stopping and have nothing open any more closed with their equity returned, and the trader's
 * statistics refreshed. A crash anywhere leaves all of it or none of it.
 */
export async function closePosition({
  deps,
  viewer,
  input,
  prices,
}: ClosePositionOptions): Promise<TPositionClose> {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const trader = await lockLeadTrader(tx, viewer.userId);
    await authorize(viewer, 'position.close', { leadTrader: trader !== null });
    const [position] = await tx
      .select()
      .from(traderPositions)
      .where(eq(traderPositions.id, input.positionId))
      .for('update');
    // Someone else's position is not found: a trader cannot close (or learn of) another's.
    if (!position || position.traderId !== trader!.userId) throw appError('position_not_found');
    if (position.status !== 'open' || position.openBps === 0) throw appError('position_closed');
    const exitPrice = await (prices ?? traderEnteredPrices).exitPrice({
      instrumentId: position.instrumentId,
      entered: input.exitPrice,
      at,
    });
    const closedBps = closedBpsOf(position.openBps, input.percent);
    const openAfter = position.openBps - closedBps;
    const [updated] = await tx
      .update(traderPositions)
      .set({
        openBps: openAfter,
        lastPrice: exitPrice,
        status: openAfter === 0 ? 'closed' : 'open',
        closedAt: openAfter === 0 ? at : null,
      })
      .where(eq(traderPositions.id, position.id))
      .returning();
    const entry = Number(position.entryPrice);
    const r = ((position.side === 'long' ? 1 : -1) * (Number(exitPrice) - entry)) / entry;
    const pnlIndex = position.indexAtOpen * (position.sizeBps / 10_000) * (closedBps / 10_000) * r;
    const indexAfter = Math.max(0, trader!.indexValue + pnlIndex);
    await tx
      .update(leadTraders)
      .set({ indexValue: indexAfter, updatedAt: at })
      .where(eq(leadTraders.userId, trader!.userId));
    const closeId = newId();
    await tx.insert(positionCloses).values({
      id: closeId,
      positionId: position.id,
      traderId: trader!.userId,
      closedBps,
      exitPrice,
      pnlIndex,
      indexAfter,
      openedAt: position.openedAt,
      closedAt: at,
    });
    const followersSettled = await settleClose({
      tx,
      closeId,
      position,
      trader: trader!,
      closedBps,
      exitPrice,
      at,
    });
    const [close] = await tx
      .update(positionCloses)
      .set({ followersSettled })
      .where(eq(positionCloses.id, closeId))
      .returning();
    // Copies stopping with nothing left open close now (they were locked by the settlement).
    await closeCopies({
      tx,
      at,
      where: sql`c.trader_id = ${trader!.userId} AND c.status = 'stopping'
        AND c.id IN (SELECT copy_id FROM copy_positions WHERE position_id = ${position.id})
        AND NOT EXISTS (SELECT 1 FROM copy_positions o WHERE o.copy_id = c.id AND o.status = 'open')`,
    });
    await refreshTraderStats({ tx, traderId: trader!.userId, now: at });
    return toCloseDto(close!, updated!);
  });
}
