import { formatMoney, messages } from '@copyvest/shared';
import { ArrowDownToLine, ArrowRight, ArrowUpFromLine, Landmark, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { EquityChart } from '@/components/copy-trading/equity-chart';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { StatCard } from '@/components/ui/stat-card';
import { lastDays, useReports } from '@/features/admin/api/get-reports';

const t = messages.reports;
const DAYS = 14;

const linkClass =
  'inline-flex items-center gap-1 font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400';

/** The overview's report cards: today's numbers, what is owed now, and two weeks of net inflow. */
export function OverviewReports() {
  const reports = useReports(lastDays(DAYS));
  if (reports.isPending) return <LoadingState />;
  if (reports.isError) {
    return <ErrorState error={reports.error} onRetry={() => void reports.refetch()} />;
  }
  const { buckets, liabilities } = reports.data;
  const today = buckets.at(-1);
  const points = buckets.map((b) => ({ at: `${b.start}T00:00:00.000Z`, value: b.net }));
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label={t.todayDeposits}
          icon={ArrowDownToLine}
          value={formatMoney(today?.deposits ?? 0)}
        />
        <StatCard
          label={t.todayWithdrawals}
          icon={ArrowUpFromLine}
          value={formatMoney(today?.withdrawals ?? 0)}
        />
        <StatCard label={t.todayNewUsers} icon={UserPlus} value={String(today?.newUsers ?? 0)} />
        <StatCard
          label={t.liabilities.total}
          icon={Landmark}
          value={formatMoney(liabilities.total)}
          hint={t.liabilitiesHint}
        />
      </dl>
      <Panel
        title={t.lastDays(DAYS)}
        actions={
          <Link to="/admin/reports" className={linkClass}>
            {t.openReports}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        }
      >
        <EquityChart points={points} label={t.lastDays(DAYS)} money />
      </Panel>
    </div>
  );
}
