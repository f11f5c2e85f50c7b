import type { TPositionClose, TTraderPosition } from '@copyvest/shared';
import type { positionCloses, traderPositions } from '../../db/schema.ts';
import { priceText } from './price-source.ts';

type PositionRow = typeof traderPositions.$inferSelect;
type CloseRow = typeof positionCloses.$inferSelect;

export function toPositionDto(row: PositionRow): TTraderPosition {
  return {
    id: row.id,
    instrumentId: row.instrumentId,
    symbol: row.symbol,
    side: row.side,
    sizeBps: row.sizeBps,
    entryPrice: priceText(row.entryPrice),
    lastPrice: priceText(row.lastPrice),
    openBps: row.openBps,
    status: row.status,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

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
    entryPrice: priceText(position.entryPrice),
    exitPrice: priceText(close.exitPrice),
    pnlIndex: close.pnlIndex,
    return: (sign * (exit - entry)) / entry,
    indexAfter: close.indexAfter,
    openedAt: close.openedAt.toISOString(),
    closedAt: close.closedAt.toISOString(),
    followersSettled: close.followersSettled,
  };
}
