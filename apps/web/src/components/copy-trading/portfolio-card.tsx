import { formatMoney, messages } from '@copyvest/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { usePortfolio } from '@/components/copy-trading/api/portfolio';
import { EquityChart } from '@/components/copy-trading/equity-chart';

const t = messages.copyPages;

/**
 * The dashboard's portfolio (`GET /v1/portfolio`): balance, in trades, in copies, total, and the
 * total equity over time (the chart loads lazily, with a table alternative).
 */
export function PortfolioCard() {
  const portfolio = usePortfolio();
  return (
    <Panel title={t.portfolio}>
      {portfolio.data ? (
        <div className="space-y-6">
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label={t.balance} value={formatMoney(portfolio.data.balance)} />
            <StatCard label={t.inTrades} value={formatMoney(portfolio.data.inTrades)} />
            <StatCard label={t.inCopies} value={formatMoney(portfolio.data.inCopies)} />
            <StatCard label={t.total} value={formatMoney(portfolio.data.total)} />
          </dl>
          <div>
            <h3 className="mb-2 font-medium text-slate-900 dark:text-white">{t.totalEquity}</h3>
            {portfolio.data.series.length < 2 ? (
              <EmptyState title={t.noSeries} className="py-6" />
            ) : (
              <EquityChart points={portfolio.data.series} label={t.totalEquityLabel} money />
            )}
          </div>
        </div>
      ) : portfolio.isError ? (
        <ErrorState
          error={portfolio.error}
          onRetry={() => void portfolio.refetch()}
          retrying={portfolio.isFetching}
        />
      ) : (
        <div role="status" aria-label={messages.common.loading} className="space-y-4">
          <Skeleton className="h-24" />
          <Skeleton className="h-64" />
        </div>
      )}
    </Panel>
  );
}
