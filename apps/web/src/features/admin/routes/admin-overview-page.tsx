import { formatMoney, messages } from '@copyvest/shared';
import { ArrowRight, Clock, DollarSign, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { useOverview } from '@/features/admin/api/get-overview';
import { OverviewReports } from '@/features/admin/components/overview-reports';
import { PaymentMethodsPanel } from '@/features/admin/components/payment-methods-panel';

const t = messages.admin;

/** /admin: platform totals, today's reports and what is owed, and the payment methods users deposit to. */
export function AdminOverviewPage() {
  const overview = useOverview();
  const value = (render: (data: NonNullable<typeof overview.data>) => string) =>
    overview.data ? render(overview.data) : <Spinner size="sm" />;

  return (
    <>
      <PageHeader
        title={messages.pages.adminOverviewTitle}
        description={messages.pages.adminOverviewText}
      />
      {overview.isError ? (
        <div className="mb-8">
          <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
        </div>
      ) : (
        <dl className="mb-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <StatCard
            label={t.totalUsers}
            icon={Users}
            value={value((data) => data.totalUsers.toLocaleString('en-US'))}
          />
          <StatCard
            label={t.totalDeposit}
            icon={DollarSign}
            value={value((data) => formatMoney(data.totalDeposit))}
            hint={t.totalDepositHint}
          />
          <StatCard
            label={t.pendingTransactions}
            icon={Clock}
            value={value((data) => data.pendingTransactions.toLocaleString('en-US'))}
            hint={
              <Link
                to="/admin/transactions?status=pending"
                className="inline-flex items-center gap-1 font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
              >
                {t.reviewPending}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            }
          />
        </dl>
      )}
      <section aria-label={messages.reports.today} className="mb-8">
        <OverviewReports />
      </section>
      <PaymentMethodsPanel />
    </>
  );
}
