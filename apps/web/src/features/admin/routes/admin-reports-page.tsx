import { messages, type TReportRange, type TReports, ZReportRange } from '@copyvest/shared';
import { BarChart3 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EquityChart } from '@/components/copy-trading/equity-chart';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { lastDays, useReports } from '@/features/admin/api/get-reports';
import { LiabilitiesCards } from '@/features/admin/components/liabilities-cards';
import { ReportDownloadButton } from '@/features/admin/components/report-download-button';
import { ReportRangeForm } from '@/features/admin/components/report-range-form';
import {
  FlowsTable,
  TopDepositorsTable,
  UsersTable,
} from '@/features/admin/components/report-tables';

const t = messages.reports;

/** The range in the address (`?from=&to=&granularity=`), else the last 30 days by day. */
function rangeOf(params: URLSearchParams): TReportRange {
  const parsed = ZReportRange.safeParse({
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    granularity: params.get('granularity') ?? undefined,
  });
  return parsed.success ? parsed.data : lastDays(30);
}

const isEmpty = (reports: TReports) =>
  reports.topDepositors.length === 0 && Object.values(reports.totals).every((value) => value === 0);

/** /admin/reports: deposits, withdrawals, users and liabilities over a range (decision 056). */
export function AdminReportsPage() {
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params);
  const reports = useReports(range);
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <div className="space-y-6">
        <Panel title={t.title}>
          <ReportRangeForm
            key={`${range.from}/${range.to}/${range.granularity}`}
            range={range}
            onChange={(next) => setParams(next, { replace: true })}
          />
        </Panel>
        {reports.isPending ? (
          <LoadingState />
        ) : reports.isError ? (
          <ErrorState error={reports.error} onRetry={() => void reports.refetch()} />
        ) : (
          <ReportSections reports={reports.data} range={range} />
        )}
      </div>
    </>
  );
}

function ReportSections({ reports, range }: { reports: TReports; range: TReportRange }) {
  const points = reports.buckets.map((b) => ({ at: `${b.start}T00:00:00.000Z`, value: b.net }));
  return (
    <>
      <Panel
        title={t.liabilitiesTitle}
        actions={<ReportDownloadButton report="liabilities" range={range} />}
      >
        <LiabilitiesCards liabilities={reports.liabilities} />
      </Panel>
      {isEmpty(reports) ? (
        <EmptyState title={t.empty} icon={BarChart3} />
      ) : (
        <>
          <Panel
            title={t.flowsTitle}
            actions={<ReportDownloadButton report="flows" range={range} />}
          >
            <EquityChart points={points} label={t.flowsChart(range.from, range.to)} money />
            <div className="mt-4">
              <FlowsTable reports={reports} />
            </div>
          </Panel>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <Panel
              className="min-w-0"
              title={t.usersTitle}
              actions={<ReportDownloadButton report="users" range={range} />}
            >
              <UsersTable reports={reports} />
            </Panel>
            <Panel
              className="min-w-0"
              title={t.topDepositorsTitle}
              actions={<ReportDownloadButton report="top-depositors" range={range} />}
            >
              <TopDepositorsTable reports={reports} />
            </Panel>
          </div>
        </>
      )}
    </>
  );
}
