import type { TLandingFigures } from '@copyvest/shared';
import type { Statistic } from '@/content/statistics';
import { api } from '@/lib/api-client';
import {
  formatHours,
  formatProfitFactor,
  formatRatio,
} from '@/components/copy-trading/format-stats';

/**
 * The published figures with the first three (win rate, profit factor, average duration) taken
 * from `GET /v1/landing-figures` when an admin chose the computed ones; null to keep the spec's.
 */
export async function loadComputedItems(
  items: readonly Statistic[],
  signal: AbortSignal,
): Promise<readonly Statistic[] | null> {
  const figures = await api.get<TLandingFigures>('/v1/landing-figures', signal);
  return computedItems(items, figures);
}

export function computedItems(
  items: readonly Statistic[],
  figures: TLandingFigures,
): readonly Statistic[] | null {
  if (figures.source !== 'computed') return null;
  const values = [
    formatRatio(figures.winRate),
    formatProfitFactor(figures.profitFactor),
    formatHours(figures.avgDurationHours, true),
  ];
  return items.map((item, index) =>
    index < values.length ? { ...item, value: values[index]! } : item,
  );
}
