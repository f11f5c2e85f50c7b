import type { TReportBucket, TReportRange, TReports } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { readFlows } from './read-flows.ts';
import { readLiabilities } from './read-liabilities.ts';
import { readTopDepositors } from './read-top-depositors.ts';

export interface GetReportsOptions {
  db: DbOrTx;
  viewer: Actor;
  range: TReportRange;
}

const ZERO: Omit<TReportBucket, 'start'> = {
  deposits: 0,
  depositCount: 0,
  withdrawals: 0,
  withdrawalCount: 0,
  net: 0,
  newUsers: 0,
  activatedUsers: 0,
};

/**
 * The admin reports (decision 056): per period of the range, approved deposits and withdrawals,
 * net inflow, new and activated users; their totals; the top depositors of the range; and what
 * is owed to users now, from the ledger. An active admin's read (`report.read`).
 */
export async function getReports({ db, viewer, range }: GetReportsOptions): Promise<TReports> {
  await authorize(viewer, 'report.read');
  const [buckets, topDepositors, liabilities] = await Promise.all([
    readFlows(db, range),
    readTopDepositors(db, range),
    readLiabilities(db),
  ]);
  const totals = { ...ZERO };
  for (const bucket of buckets) {
    for (const key of Object.keys(ZERO) as (keyof typeof ZERO)[]) totals[key] += bucket[key];
  }
  return { range, buckets, totals, topDepositors, liabilities };
}
