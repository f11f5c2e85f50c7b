import { formatDate, formatMoney, messages, type TCommission } from '@copyvest/shared';
import { ScrollGroup } from '@/components/ui/scroll-group';

const r = messages.referral;

/** The commission log (decision 055): who, which level, the deposit, the commission, when. */
export function CommissionLog({ commissions }: { commissions: TCommission[] }) {
  return (
    <ScrollGroup
      label={r.commissionsTitle}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
          <tr>
            <th scope="col" className="p-3">
              {r.commissionFrom}
            </th>
            <th scope="col" className="p-3">
              {r.commissionLevel}
            </th>
            <th scope="col" className="p-3 text-right">
              {r.commissionDeposit}
            </th>
            <th scope="col" className="p-3 text-right">
              {r.commissionAmount}
            </th>
            <th scope="col" className="p-3">
              {r.commissionDate}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {commissions.map((c) => (
            <tr key={c.$id}>
              <td className="p-3 font-medium text-slate-900 dark:text-slate-100">{c.fromName}</td>
              <td className="p-3">{r.treeLevel(c.level)}</td>
              <td className="p-3 text-right tabular-nums">{formatMoney(c.depositAmount)}</td>
              <td className="p-3 text-right font-medium text-emerald-700 tabular-nums dark:text-emerald-400">
                {formatMoney(c.amount)}
              </td>
              <td className="p-3 whitespace-nowrap">{formatDate(c.$createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollGroup>
  );
}
