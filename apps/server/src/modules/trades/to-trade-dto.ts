import { basisPointsToPercent, type TTrade } from '@copyvest/shared';
import type { trades } from '../../db/schema.ts';

export type TradeRow = typeof trades.$inferSelect;

export function toTradeDto(row: TradeRow): TTrade {
  return {
    $id: row.id,
    $createdAt: row.startedAt.toISOString(),
    $updatedAt: row.updatedAt.toISOString(),
    planId: row.planId,
    planTitle: row.planTitle,
    roi: basisPointsToPercent(row.roiBps),
    days: row.days,
    amount: row.amount,
    startedAt: row.startedAt.toISOString(),
    termStartedAt: row.termStartedAt.toISOString(),
    daysPaid: row.daysPaid,
    status: row.status,
    closedAt: row.closedAt?.toISOString() ?? null,
    maturedAt: row.maturedAt?.toISOString() ?? null,
  };
}
