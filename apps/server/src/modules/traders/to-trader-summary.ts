import { EMPTY_TRADER_STATS, type TTraderStats, type TTraderSummary } from '@copyvest/shared';
import type { leadTraders } from '../../db/schema.ts';
import { avatarPreviewUrl } from '../files/index.ts';

export type LeadTraderRow = typeof leadTraders.$inferSelect;

/** A row of the ranking: the trader and their running copies (count, equity in cents). */
export interface TraderSummaryRow {
  trader: LeadTraderRow;
  followers: number;
  moneyCopying: number;
  /** Whether the avatar's file still exists. */
  avatarFound: boolean;
}

/** The avatar's 150 × 150 preview, public once the trader chose it for the profile. */
export const traderAvatarUrl = (fileId: string | null) =>
  fileId ? avatarPreviewUrl(fileId) : null;

/** Stored stats (`{}` before the first close) completed with the empty book's figures. */
export const statsOf = (stored: unknown): TTraderStats => ({
  ...EMPTY_TRADER_STATS,
  ...(stored && typeof stored === 'object' ? (stored as Partial<TTraderStats>) : {}),
});

export function toTraderSummary({
  trader,
  followers,
  moneyCopying,
  avatarFound,
}: TraderSummaryRow): TTraderSummary {
  return {
    id: trader.userId,
    displayName: trader.displayName,
    avatarUrl: avatarFound ? traderAvatarUrl(trader.avatarFileId) : null,
    riskLevel: trader.riskLevel,
    minAllocation: trader.minAllocation,
    maxAllocation: trader.maxAllocation,
    profitShareBps: trader.profitShareBps,
    index: trader.indexValue,
    stats: statsOf(trader.stats),
    sparkline: Array.isArray(trader.sparkline) ? (trader.sparkline as number[]) : [],
    followers: Number(followers),
    moneyCopying: Number(moneyCopying),
    active: trader.active,
  };
}
