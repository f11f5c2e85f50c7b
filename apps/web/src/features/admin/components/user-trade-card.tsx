import { formatDate, formatMoney, messages, type TTrade } from '@copyvest/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { Panel } from '@/components/ui/panel';

const t = messages.admin;

/** The user's ongoing trade, or "User has no active trade". */
export function UserTradeCard({ trade }: { trade: TTrade | null }) {
  return (
    <Panel title={t.trade}>
      {trade ? (
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <Item label={t.tradeAmount} value={formatMoney(trade.amount)} />
          <Item label={t.tradePlan} value={trade.planTitle} />
          <Item label={t.tradeRoi} value={t.roiPerDay(trade.roi)} />
          <Item label={t.tradeDaysPaid} value={t.daysPaidOf(trade.daysPaid, trade.days)} />
          <Item label={t.tradeStarted} value={formatDate(trade.startedAt)} />
        </dl>
      ) : (
        <EmptyState title={messages.empty.userNoTrade} />
      )}
    </Panel>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 font-semibold break-words text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}
