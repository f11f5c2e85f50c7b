import { formatMoney, messages, type TTraderSummary } from '@copyvest/shared';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar/avatar';
import { cn } from '@/lib/cn';
import { RiskBadge } from '@/features/copy-trading/components/risk-badge';
import { Sparkline } from '@/features/copy-trading/components/sparkline';
import { formatRatio, signTone } from '@/components/copy-trading/format-stats';

const t = messages.copyPages;

/** One trader of the ranking: who, their risk, the key figures, the sparkline, the profile link. */
export function TraderRow({ trader }: { trader: TTraderSummary }) {
  const { stats } = trader;
  const nameId = `trader-${trader.id}-name`;
  return (
    <article
      aria-labelledby={nameId}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:grid-cols-[minmax(12rem,1.2fr)_3fr_auto] lg:items-center dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center gap-3">
        <Avatar name={trader.displayName} avatar={trader.avatarUrl} decorative />
        <div className="min-w-0">
          <h2 id={nameId} className="truncate font-semibold text-slate-900 dark:text-white">
            <Link
              to={`/traders/${encodeURIComponent(trader.id)}`}
              className="rounded hover:text-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:hover:text-emerald-400"
            >
              {trader.displayName}
            </Link>
          </h2>
          <RiskBadge level={trader.riskLevel} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
        <Figure
          label={t.roi30d}
          value={formatRatio(stats.roi30d, true)}
          tone={signTone(stats.roi30d)}
        />
        <Figure label={t.winRate} value={formatRatio(stats.winRate)} />
        <Figure label={t.maxDrawdown} value={formatRatio(stats.maxDrawdown)} />
        <Figure label={t.followers} value={String(trader.followers)} />
        <Figure label={t.moneyCopying} value={formatMoney(trader.moneyCopying)} />
      </dl>
      <div className="flex items-center justify-between gap-4 lg:justify-end">
        <Sparkline values={trader.sparkline} label={t.sparklineLabel(trader.displayName)} />
        <Link
          to={`/traders/${encodeURIComponent(trader.id)}`}
          className="rounded-lg px-3 py-2 text-sm font-medium text-emerald-700 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400 dark:hover:bg-emerald-500/10"
        >
          {t.viewProfileShort}
          <span className="sr-only">: {trader.displayName}</span>
        </Link>
      </div>
    </article>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={cn('font-semibold text-slate-900 tabular-nums dark:text-white', tone)}>
        {value}
      </dd>
    </div>
  );
}
