import { messages } from '@copyvest/shared';
import { ArrowDownToLine, ArrowUpFromLine } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { PortfolioCard } from '@/components/copy-trading/portfolio-card';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { CryptoMarketWidget } from '@/components/widgets/crypto-market-widget';
import { DashboardSkeleton } from '@/features/dashboard/components/dashboard-skeleton';
import { FinanceCards } from '@/features/dashboard/components/finance-cards';
import { InactiveNotice } from '@/features/dashboard/components/inactive-notice';
import { RecentTransactions } from '@/features/dashboard/components/recent-transactions';
import { TradeCard } from '@/features/dashboard/components/trade-card';
import { VerifyEmailBanner } from '@/features/dashboard/components/verify-email-banner';
import { useDashboard } from '@/lib/queries/dashboard';
import { useAccount } from '@/lib/session/use-account';

export function DashboardPage() {
  const { user } = useAccount();
  return (
    <>
      <VerifyEmailBanner />
      {user.isActive ? <ActiveDashboard /> : <InactiveNotice user={user} />}
    </>
  );
}

function ActiveDashboard() {
  const dashboard = useDashboard();
  return (
    <>
      <PageHeader
        title={messages.nav.dashboard}
        description={messages.pages.dashboardText}
        actions={
          <>
            <Link to="/deposits" className={buttonStyles()}>
              <ArrowDownToLine className="size-4" aria-hidden="true" />
              {messages.money.deposit}
            </Link>
            <Link to="/withdrawals" className={buttonStyles({ variant: 'secondary' })}>
              <ArrowUpFromLine className="size-4" aria-hidden="true" />
              {messages.money.withdraw}
            </Link>
          </>
        }
      />
      {dashboard.data ? (
        <div className="space-y-6">
          <FinanceCards dashboard={dashboard.data} />
          <PortfolioCard />
          <div className="grid gap-6 lg:grid-cols-2">
            <TradeCard dashboard={dashboard.data} />
            <RecentTransactions transactions={dashboard.data.recentTransactions} />
          </div>
        </div>
      ) : dashboard.isError ? (
        <ErrorState
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : (
        <DashboardSkeleton />
      )}
      <section aria-labelledby="crypto-market-heading" className="mt-8">
        <h2
          id="crypto-market-heading"
          className="mb-3 text-lg font-semibold text-slate-900 dark:text-white"
        >
          {messages.trade.marketTitle}
        </h2>
        <CryptoMarketWidget />
      </section>
    </>
  );
}
