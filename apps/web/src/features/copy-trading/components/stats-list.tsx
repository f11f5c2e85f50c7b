import { formatMoney, messages, type TTraderSummary } from '@copyvest/shared';
import { StatCard } from '@/components/ui/stat-card';
import { cn } from '@/lib/cn';
import {
  formatHours,
  formatProfitFactor,
  formatRatio,
  signTone,
} from '@/components/copy-trading/format-stats';

const t = messages.copyPages;

/** A trader's statistics (decision 043): ROI 7/30/90/all, win rate, profit factor, and the rest. */
export function StatsList({ trader }: { trader: TTraderSummary }) {
  const { stats } = trader;
  const roi = (value: number | null) => (
    <span className={cn(signTone(value))}>{formatRatio(value, true)}</span>
  );
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      <StatCard label={t.roi7d} value={roi(stats.roi7d)} />
      <StatCard label={t.roi30d} value={roi(stats.roi30d)} />
      <StatCard label={t.roi90d} value={roi(stats.roi90d)} />
      <StatCard label={t.roiAll} value={roi(stats.roiAll)} />
      <StatCard label={t.winRate} value={formatRatio(stats.winRate)} />
      <StatCard label={t.profitFactor} value={formatProfitFactor(stats.profitFactor)} />
      <StatCard label={t.avgDuration} value={formatHours(stats.avgDurationHours)} />
      <StatCard label={t.maxDrawdown} value={formatRatio(stats.maxDrawdown)} />
      <StatCard label={t.trades} value={String(stats.trades)} />
      <StatCard label={t.followers} value={String(trader.followers)} />
      <StatCard label={t.moneyCopying} value={formatMoney(trader.moneyCopying)} />
    </dl>
  );
}
