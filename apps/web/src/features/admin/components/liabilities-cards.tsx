import { formatMoney, messages, type TLiabilities } from '@copyvest/shared';
import { StatCard } from '@/components/ui/stat-card';

const t = messages.reports;
const KEYS = [
  'total',
  'balances',
  'profit',
  'capitalInTrades',
  'inCopies',
  'pendingWithdrawals',
] as const;

/** What the platform owes its users now, from the books (decision 056). */
export function LiabilitiesCards({ liabilities }: { liabilities: TLiabilities }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {KEYS.map((key) => (
        <StatCard
          key={key}
          label={t.liabilities[key]}
          value={formatMoney(liabilities[key])}
          hint={key === 'total' ? t.liabilitiesHint : undefined}
        />
      ))}
    </dl>
  );
}
