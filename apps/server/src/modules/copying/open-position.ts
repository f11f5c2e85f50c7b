import { eq, sql } from 'drizzle-orm';
import type { TOpenPositionRequest } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { instruments, traderPositions } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { lockLeadTrader } from './lock-lead-trader.ts';
import { type PriceSource, traderEnteredPrices } from './price-source.ts';
import { sqlId } from './settle-sql.ts';
import { toPositionDto } from '../traders/index.ts';

export type OpenPositionOptions = {
  deps: AppDeps;
  viewer: Actor;
  input: TOpenPositionRequest;
  prices?: PriceSource;
};

/**
 * A lead trader opens a position (decision 043) at the strategy's index of the moment, and in the
 * same transaction every running copy of the trader that is not paused and has equity opens its
 * mirror on its equity now (one INSERT … SELECT, whatever the number of followers), each follower
 * told by a notification. The copies are locked by the SELECT, so a copy stopping or closing
 * meanwhile is either mirrored before it looks for open mirrors or not mirrored at all.
 */
export async function openPosition({ deps, viewer, input, prices }: OpenPositionOptions) {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const trader = await lockLeadTrader(tx, viewer.userId);
    await authorize(viewer, 'position.open', { leadTrader: trader !== null });
    const [instrument] = await tx
      .select()
      .from(instruments)
      .where(eq(instruments.id, input.instrumentId));
    if (!instrument) throw appError('instrument_not_found');
    if (!instrument.active) throw appError('instrument_inactive');
    const entryPrice = await (prices ?? traderEnteredPrices).entryPrice({
      instrumentId: instrument.id,
      entered: input.entryPrice,
      at,
    });
    const [position] = await tx
      .insert(traderPositions)
      .values({
        id: newId(),
        traderId: trader!.userId,
        instrumentId: instrument.id,
        symbol: instrument.symbol,
        side: input.side,
        sizeBps: input.sizeBps,
        entryPrice,
        indexAtOpen: trader!.indexValue,
        lastPrice: entryPrice,
        openedAt: at,
      })
      .returning();
    const when = sql`${at.toISOString()}::timestamptz`;
    await tx.execute(sql`
      WITH mirrors AS (
        INSERT INTO copy_positions (copy_id, position_id, equity_at_open, opened_at)
        SELECT c.id, ${position!.id}, c.equity, ${when} FROM copies c
        WHERE c.trader_id = ${trader!.userId} AND c.status = 'active' AND c.equity > 0
        ORDER BY c.id
        FOR UPDATE OF c
        RETURNING copy_id)
      INSERT INTO notifications (id, user_id, kind, data, created_at)
      SELECT ${sqlId(sql`c.id`)}, c.follower_id, 'copy_position_opened',
        jsonb_build_object('copyId', c.id, 'traderName', ${trader!.displayName}::text,
          'symbol', ${instrument.symbol}::text),
        ${when}
      FROM mirrors m JOIN copies c ON c.id = m.copy_id`);
    return toPositionDto(position!);
  });
}
