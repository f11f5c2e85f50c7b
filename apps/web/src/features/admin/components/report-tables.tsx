import { formatMoney, messages, type TReports } from '@copyvest/shared';
import type { ReactNode } from 'react';
import { ScrollGroup } from '@/components/ui/scroll-group';

const t = messages.reports;
const c = t.columns;

const th = 'whitespace-nowrap py-2 pr-4 text-left font-medium';
const td = 'whitespace-nowrap py-2 pr-4 tabular-nums';

function Table({
  caption,
  head,
  children,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
}) {
  return (
    <ScrollGroup label={caption} className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-slate-600 dark:text-slate-400">
            {head.map((label) => (
              <th key={label} scope="col" className={th}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-slate-800 dark:text-slate-200">{children}</tbody>
      </table>
    </ScrollGroup>
  );
}

const row = 'border-t border-slate-100 dark:border-slate-800';

/** Deposits, withdrawals and net inflow per period, with the range's totals. */
export function FlowsTable({ reports }: { reports: TReports }) {
  const { totals } = reports;
  return (
    <Table
      caption={t.flowsTitle}
      head={[c.period, c.deposits, c.depositCount, c.withdrawals, c.withdrawalCount, c.net]}
    >
      {reports.buckets.map((b) => (
        <tr key={b.start} className={row}>
          <td className={td}>{b.start}</td>
          <td className={td}>{formatMoney(b.deposits)}</td>
          <td className={td}>{b.depositCount}</td>
          <td className={td}>{formatMoney(b.withdrawals)}</td>
          <td className={td}>{b.withdrawalCount}</td>
          <td className={td}>{formatMoney(b.net)}</td>
        </tr>
      ))}
      <tr className={`${row} font-semibold`}>
        <th scope="row" className={th}>
          {t.totalsRow}
        </th>
        <td className={td}>{formatMoney(totals.deposits)}</td>
        <td className={td}>{totals.depositCount}</td>
        <td className={td}>{formatMoney(totals.withdrawals)}</td>
        <td className={td}>{totals.withdrawalCount}</td>
        <td className={td}>{formatMoney(totals.net)}</td>
      </tr>
    </Table>
  );
}

/** New and activated users per period. */
export function UsersTable({ reports }: { reports: TReports }) {
  return (
    <Table caption={t.usersTitle} head={[c.period, c.newUsers, c.activatedUsers]}>
      {reports.buckets.map((b) => (
        <tr key={b.start} className={row}>
          <td className={td}>{b.start}</td>
          <td className={td}>{b.newUsers}</td>
          <td className={td}>{b.activatedUsers}</td>
        </tr>
      ))}
      <tr className={`${row} font-semibold`}>
        <th scope="row" className={th}>
          {t.totalsRow}
        </th>
        <td className={td}>{reports.totals.newUsers}</td>
        <td className={td}>{reports.totals.activatedUsers}</td>
      </tr>
    </Table>
  );
}

/** The range's ten largest depositors. */
export function TopDepositorsTable({ reports }: { reports: TReports }) {
  if (reports.topDepositors.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t.noDepositors}</p>;
  }
  return (
    <Table caption={t.topDepositorsTitle} head={[c.name, c.email, c.total, c.count]}>
      {reports.topDepositors.map((d) => (
        <tr key={d.userId} className={row}>
          <td className={td}>{d.name}</td>
          <td className={td}>{d.email}</td>
          <td className={td}>{formatMoney(d.total)}</td>
          <td className={td}>{d.count}</td>
        </tr>
      ))}
    </Table>
  );
}
