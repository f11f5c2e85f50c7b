import { formatMoney, messages } from '@copyvest/shared';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreateTrade } from '@/features/plans/api/create-trade';
import { usePlans } from '@/lib/queries/plans';
import { PlanCard } from '@/features/plans/components/plan-card';
import { type PlanChange, PlanChangeDialog } from '@/features/plans/components/plan-change-dialog';
import { SubscribeDialog } from '@/features/plans/components/subscribe-dialog';
import { useDashboard } from '@/lib/queries/dashboard';

export function PlansPage() {
  const plans = usePlans();
  const dashboard = useDashboard();
  const createTrade = useCreateTrade();
  const navigate = useNavigate();
  const trade = dashboard.data?.trade ?? null;
  const available = dashboard.data?.availableBalance;
  // Every subscription waits here for the user's confirmation: a plan change while a trade is
  // open, a first investment otherwise.
  const [change, setChange] = useState<(PlanChange & { done: () => void }) | null>(null);

  function send(planId: string, amount: number, done: () => void, confirmPlanChange?: true) {
    createTrade.run(
      confirmPlanChange ? { planId, amount, confirmPlanChange } : { planId, amount },
      {
        onSuccess: () => {
          done();
          setChange(null);
          void navigate('/dashboard');
        },
        onError: () => setChange(null),
      },
    );
  }

  function invest(planId: string, amount: number, done: () => void) {
    const plan = plans.data?.find((p) => p.$id === planId);
    if (plan) setChange({ plan, amount, done });
  }

  return (
    <>
      <PageHeader
        title={messages.nav.plans}
        description={messages.pages.plansText}
        actions={
          available !== undefined && (
            <p className="rounded-full bg-emerald-50 px-3 py-1.5 text-sm font-medium text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
              {messages.money.availableBalance(formatMoney(available))}
            </p>
          )
        }
      />
      {trade && (
        <p className="mb-6 flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900 dark:border-sky-500/30 dark:bg-sky-500/10 dark:text-sky-200">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {messages.invest.upgradeNotice(trade.planTitle, formatMoney(trade.amount))}
        </p>
      )}
      {plans.data ? (
        plans.data.length === 0 ? (
          <EmptyState title={messages.empty.plans} />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {plans.data.map((plan) => (
              <li key={plan.$id}>
                <PlanCard
                  plan={plan}
                  available={available}
                  openAmount={trade?.amount}
                  current={trade?.planId === plan.$id}
                  busy={createTrade.isPending && createTrade.variables?.planId === plan.$id}
                  locked={createTrade.isPending}
                  onInvest={invest}
                />
              </li>
            ))}
          </ul>
        )
      ) : plans.isError ? (
        <ErrorState
          error={plans.error}
          onRetry={() => void plans.refetch()}
          retrying={plans.isFetching}
        />
      ) : (
        <div
          role="status"
          aria-label={messages.common.loading}
          className="grid gap-6 md:grid-cols-2 xl:grid-cols-3"
        >
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      )}
      <PlanChangeDialog
        trade={trade}
        change={change}
        busy={createTrade.isPending}
        onConfirm={() => change && send(change.plan.$id, change.amount, change.done, true)}
        onCancel={() => setChange(null)}
      />
      <SubscribeDialog
        subscription={trade ? null : change}
        available={available}
        busy={createTrade.isPending}
        onConfirm={() => change && send(change.plan.$id, change.amount, change.done)}
        onCancel={() => setChange(null)}
      />
    </>
  );
}
