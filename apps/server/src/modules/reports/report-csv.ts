import { centsToInput, messages, type TReportKind, type TReports } from '@copyvest/shared';
import { csvRow } from '../../lib/csv.ts';

const c = messages.reports.columns;
const l = messages.reports.liabilities;

export interface ReportCsv {
  fileName: string;
  text: string;
}

/** One report of `reports` as CSV (amounts in dollars, as the transactions export writes them). */
export function reportCsv(reports: TReports, kind: TReportKind): ReportCsv {
  const { from, to, granularity } = reports.range;
  const fileName = `${kind}-${from}-to-${to}${kind === 'liabilities' ? '' : `-${granularity}`}.csv`;
  const lines: string[] = [];
  switch (kind) {
    case 'flows':
      lines.push(
        csvRow([c.period, c.deposits, c.depositCount, c.withdrawals, c.withdrawalCount, c.net]),
      );
      for (const b of reports.buckets) {
        lines.push(
          csvRow([
            b.start,
            centsToInput(b.deposits),
            String(b.depositCount),
            centsToInput(b.withdrawals),
            String(b.withdrawalCount),
            centsToInput(b.net),
          ]),
        );
      }
      break;
    case 'users':
      lines.push(csvRow([c.period, c.newUsers, c.activatedUsers]));
      for (const b of reports.buckets) {
        lines.push(csvRow([b.start, String(b.newUsers), String(b.activatedUsers)]));
      }
      break;
    case 'top-depositors':
      lines.push(csvRow([c.name, c.email, c.total, c.count]));
      for (const d of reports.topDepositors) {
        lines.push(csvRow([d.name, d.email, centsToInput(d.total), String(d.count)]));
      }
      break;
    case 'liabilities':
      lines.push(csvRow([c.figure, c.amount]));
      for (const key of Object.keys(l) as (keyof typeof l)[]) {
        lines.push(csvRow([l[key], centsToInput(reports.liabilities[key])]));
      }
      break;
  }
  return { fileName, text: lines.join('') };
}
