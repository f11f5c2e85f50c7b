import { formatDate, formatMoney, messages, type TDashboard } from '@copyvest/shared';
import { LineChart } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useClaimProfit } from '../api/claim-profit';

const t = messages.trade;

/**
 * The ongoing trade (amount, plan, profit, ROI) with Upgrade Plan and Claim Profit, or "No
 * ongoing trades yet" with a link to the plans. Claiming asks first; with no profit it says so.
 */
export function TradeCard({ dashboard }: { dashboard: TDashboard }) {
  const { trade, user } = dashboard;
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const claim = useClaimProfit();
  const profit = formatMoney(user.profit);

  function askToClaim() {
    if (user.profit <= 0) {
      toast.error(messages.validation.noProfitToClaim);
      return;
    }
    setConfirming(true);
  }

  function confirmClaim() {
    claim.run(undefined, { onSettled: () => setConfirming(false) });
  }

  const claimButton = (
    <Button onClick={askToClaim} busy={claim.isPending}>
      {t.claimProfit}
    </Button>
  );

  return (
    <section
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t.ongoingTrade}
        </h2>
        {trade?.maturedAt ? (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200">
            {t.completed}
          </span>
        ) : null}
      </div>
      {trade?.maturedAt ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t.completedHint}</p>
      ) : null}
      {trade ? (
        <>
          <dl className="mt-4 grid flex-1 grid-cols-2 gap-4 text-sm">
            <Detail label={t.amount} value={formatMoney(trade.amount)} />
            <Detail label={t.plan} value={trade.planTitle} />
            <Detail label={t.profit} value={profit} />
            <Detail label={t.roi} value={messages.money.roiPerDay(trade.roi)} />
            <Detail label={t.progress} value={t.progressValue(trade.daysPaid, trade.days)} />
            <Detail label={messages.invest.duration} value={messages.money.days(trade.days)} />
            <Detail
              label={t.termStarted}
              value={<time dateTime={trade.termStartedAt}>{formatDate(trade.termStartedAt)}</time>}
            />
          </dl>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to="/plans" className={buttonStyles({ variant: 'secondary' })}>
              {messages.nav.upgradePlan}
            </Link>
            {claimButton}
          </div>
        </>
      ) : (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 py-6 text-center">
          <LineChart className="size-8 text-slate-400" aria-hidden="true" />
          <p className="font-medium text-slate-700 dark:text-slate-300">{messages.empty.noTrade}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to="/plans" className={buttonStyles()}>
              {t.subscribeToPlan}
            </Link>
            {user.profit > 0 && claimButton}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t.claimTitle}
        description={trade ? t.claimText(profit) : t.claimTextNoTrade(profit)}
        confirmLabel={t.claimProfit}
        tone="primary"
        busy={claim.isPending}
        onConfirm={confirmClaim}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 font-semibold text-slate-900 tabular-nums dark:text-white">{value}</dd>
    </div>
  );
}
