import { basisPointsToPercent, formatMoney, messages, type TReferralTree } from '@copyvest/shared';
import { ScrollGroup } from '@/components/ui/scroll-group';

const r = messages.referral;

/** The referral network by level (decision 055): people, their deposits, the commissions earned. */
export function ReferralTreeView({ tree }: { tree: TReferralTree }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {tree.enabled && tree.levelsBps.length > 0
          ? r.treeRates(tree.levelsBps.map((bps) => `${basisPointsToPercent(bps)}%`).join(' · '))
          : r.treeOff}
      </p>
      <ScrollGroup
        label={r.treeTitle}
        className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      >
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
            <tr>
              <th scope="col" className="p-3">
                {r.commissionLevel}
              </th>
              <th scope="col" className="p-3 text-right">
                {r.treeCount}
              </th>
              <th scope="col" className="p-3 text-right">
                {r.treeDeposits}
              </th>
              <th scope="col" className="p-3 text-right">
                {r.treeCommissions}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {tree.levels.map((level) => (
              <tr key={level.level}>
                <th scope="row" className="p-3 font-medium">
                  {r.treeLevel(level.level)}
                </th>
                <td className="p-3 text-right tabular-nums">{level.count}</td>
                <td className="p-3 text-right tabular-nums">{formatMoney(level.deposits)}</td>
                <td className="p-3 text-right tabular-nums">{formatMoney(level.commissions)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollGroup>
    </div>
  );
}
