import { formatDate, formatMoney, messages } from '@copyvest/shared';
import { Link, useParams } from 'react-router';
import { Avatar } from '@/components/avatar/avatar';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { ApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { QueryProvider } from '@/app/query-provider';
import { tradersMeta } from '@/content/traders-meta';
import { useTrader } from '@/features/copy-trading/api/traders';
import { CopyButton } from '@/features/copy-trading/components/copy-button';
import { EquityChart } from '@/components/copy-trading/equity-chart';
import {
  HistoryTable,
  OpenPositionsTable,
} from '@/features/copy-trading/components/position-tables';
import { RiskBadge } from '@/features/copy-trading/components/risk-badge';
import { StatsList } from '@/features/copy-trading/components/stats-list';
import { formatBps } from '@/components/copy-trading/format-stats';

const t = messages.copyPages;

/** `/traders/:id` (public): profile, statistics, equity curve, positions, history, Copy. */
/** Public as well as signed in: the visitor's layout has no query client, so the page brings it. */
export function TraderProfilePage() {
  return (
    <QueryProvider>
      <TraderProfileView />
    </QueryProvider>
  );
}

function TraderProfileView() {
  const { id = '' } = useParams();
  const trader = useTrader(id);
  usePageMeta(
    trader.data
      ? {
          title: `${trader.data.displayName} | ${tradersMeta.title}`,
          description: tradersMeta.description,
        }
      : tradersMeta,
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Link
        to="/traders"
        className="mb-6 inline-block rounded text-sm font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
      >
        ← {t.backToTraders}
      </Link>
      {trader.isPending ? (
        <LoadingState />
      ) : trader.isError ? (
        trader.error instanceof ApiError && trader.error.status === 404 ? (
          <EmptyState title={t.traderNotFound}>
            <Link to="/traders" className={buttonStyles({ variant: 'secondary' })}>
              {t.backToTraders}
            </Link>
          </EmptyState>
        ) : (
          <ErrorState
            error={trader.error}
            onRetry={() => void trader.refetch()}
            retrying={trader.isFetching}
          />
        )
      ) : (
        <div className="space-y-6">
          <header className="flex flex-wrap items-start justify-between gap-6">
            <div className="flex items-center gap-4">
              <Avatar name={trader.data.displayName} avatar={trader.data.avatarUrl} size="lg" />
              <div>
                <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
                  {trader.data.displayName}
                </h1>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                  <RiskBadge level={trader.data.riskLevel} />
                  {t.since(formatDate(trader.data.since))}
                </p>
              </div>
            </div>
            <div className="flex flex-col items-start gap-3 sm:items-end">
              <dl className="flex gap-6 text-sm">
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">{t.allocationBounds}</dt>
                  <dd className="font-semibold text-slate-900 dark:text-white">
                    {t.boundsText(
                      formatMoney(trader.data.minAllocation),
                      formatMoney(trader.data.maxAllocation),
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">{t.profitShare}</dt>
                  <dd className="font-semibold text-slate-900 dark:text-white">
                    {formatBps(trader.data.profitShareBps)}
                  </dd>
                </div>
              </dl>
              <CopyButton trader={trader.data} />
            </div>
          </header>
          <Panel title={t.strategy}>
            <p className="text-sm leading-6 whitespace-pre-line text-slate-700 dark:text-slate-300">
              {trader.data.strategy || t.noStrategy}
            </p>
          </Panel>
          <Panel title={t.statistics}>
            <StatsList trader={trader.data} />
          </Panel>
          <Panel title={t.equityCurve}>
            {trader.data.equityCurve.length < 2 ? (
              <EmptyState title={t.noCurve} />
            ) : (
              <EquityChart
                points={trader.data.equityCurve}
                label={t.equityCurveLabel(trader.data.displayName)}
              />
            )}
          </Panel>
          <Panel title={t.openPositions}>
            <OpenPositionsTable positions={trader.data.openPositions} />
          </Panel>
          <Panel title={t.history}>
            <HistoryTable closes={trader.data.history} />
          </Panel>
        </div>
      )}
    </div>
  );
}
