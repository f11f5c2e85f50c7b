import { formatMoney, messages, type TDashboard } from '@copyvest/shared';
import { Gift, TrendingUp, Wallet } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';

const m = messages.money;

/**
 * Total Balance (with the available part when withdrawals hold some), profit and bonus (with the
 * referral bonuses still waiting for the referred accounts' activation).
 */
export function FinanceCards({ dashboard }: { dashboard: TDashboard }) {
  const { user, availableBalance, heldBalance, pendingBonus } = dashboard;
  return (
    <section aria-label={m.financesLabel}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          label={m.totalBalance}
          value={formatMoney(user.balance)}
          icon={Wallet}
          hint={
            heldBalance > 0 ? (
              <>
                {m.availableBalance(formatMoney(availableBalance))}
                <br />
                {m.heldBalance(formatMoney(heldBalance))}
              </>
            ) : undefined
          }
        />
        <StatCard label={m.totalProfit} value={formatMoney(user.profit)} icon={TrendingUp} />
        <StatCard
          label={m.totalBonus}
          value={formatMoney(user.bonus)}
          icon={Gift}
          hint={
            pendingBonus > 0 ? (
              <>
                <span className="font-medium text-amber-700 dark:text-amber-300">
                  {m.pendingBonus(formatMoney(pendingBonus))}
                </span>
                <br />
                {m.pendingBonusHint}
              </>
            ) : undefined
          }
        />
      </dl>
    </section>
  );
}
