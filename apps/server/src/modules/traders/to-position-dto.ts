import { plainDecimal, type TPositionClose, type TTraderPosition } from '@copyvest/shared';
import type { positionCloses, traderPositions } from '../../db/schema.ts';

type PositionRow = typeof traderPositions.$inferSelect;
type CloseRow = typeof positionCloses.$inferSelect;

/** A trader's position as the API shows it (the console, the profile, an open's answer). */
export function toPositionDto(row: PositionRow): TTraderPosition {
  return {
    id: row.id,
    instrumentId: row.instrumentId,
    symbol: row.symbol,
    side: row.side,
    sizeBps: row.sizeBps,
    entryPrice: plainDecimal(row.entryPrice),
    lastPrice: plainDecimal(row.lastPrice),
    openBps: row.openBps,
    status: row.status,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** A close as the API shows it, with the close's return on the part closed. */
export function toCloseDto(close: CloseRow, position: PositionRow): TPositionClose {
  const entry = Number(position.entryPrice);
  const exit = Number(close.exitPrice);
  const sign = position.side === 'long' ? 1 : -1;
  return {
    id: close.id,
    positionId: close.positionId,
    symbol: position.symbol,
    side: position.side,
    closedBps: close.closedBps,
    entryPrice: plainDecimal(position.entryPrice),
    exitPrice: plainDecimal(close.exitPrice),
    pnlIndex: close.pnlIndex,
    return: (sign * (exit - entry)) / entry,
    indexAfter: close.indexAfter,
    openedAt: close.openedAt.toISOString(),
    closedAt: close.closedAt.toISOString(),
    followersSettled: close.followersSettled,
  };
}
