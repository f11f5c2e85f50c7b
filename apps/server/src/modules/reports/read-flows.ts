import { type SQL, sql } from 'drizzle-orm';
import type { TReportBucket, TReportRange } from '@copyvest/shared';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { reportWindow } from './report-window.ts';

/**
 * Every period of the range (empty ones too, from generate_series) with its approved deposits
 * and withdrawals (by the time they were approved: transactions_decided_report_idx), the users
 * who signed up (users_created_idx) and those first activated (users_activated_idx). Admins are
 * not counted among the users, as on the overview.
 */
export async function readFlows(db: DbOrTx, range: TReportRange): Promise<TReportBucket[]> {
  return rowsOf<TReportBucket>(await db.execute(flowsQuery(range)));
}

/** The statement of `readFlows` (the plan probe EXPLAINs it, decision 056). */
export function flowsQuery(range: TReportRange): SQL {
  const { start, end } = reportWindow(range);
  const unit = range.granularity;
  return sql`
    WITH span AS (
      SELECT generate_series(
        date_trunc(${unit}, ${range.from}::date::timestamp),
        date_trunc(${unit}, ${range.to}::date::timestamp),
        ('1 ' || ${unit})::interval) AS start),
    money AS (
      SELECT date_trunc(${unit}, decided_at AT TIME ZONE 'UTC') AS start,
        COALESCE(sum(amount) FILTER (WHERE kind = 'deposit'), 0) AS deposits,
        count(*) FILTER (WHERE kind = 'deposit') AS deposit_count,
        COALESCE(sum(amount) FILTER (WHERE kind = 'withdrawal'), 0) AS withdrawals,
        count(*) FILTER (WHERE kind = 'withdrawal') AS withdrawal_count
      FROM transactions
      WHERE status = 'success' AND kind IN ('deposit', 'withdrawal')
        AND decided_at >= ${start}::timestamptz AND decided_at < ${end}::timestamptz
      GROUP BY 1),
    joined AS (
      SELECT date_trunc(${unit}, created_at AT TIME ZONE 'UTC') AS start, count(*) AS n
      FROM users
      WHERE created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz
        AND NOT is_admin
      GROUP BY 1),
    activated AS (
      SELECT date_trunc(${unit}, activated_at AT TIME ZONE 'UTC') AS start, count(*) AS n
      FROM users
      WHERE activated_at >= ${start}::timestamptz AND activated_at < ${end}::timestamptz
        AND NOT is_admin
      GROUP BY 1)
    SELECT to_char(span.start, 'YYYY-MM-DD') AS start,
      COALESCE(money.deposits, 0)::float8 AS deposits,
      COALESCE(money.deposit_count, 0)::int AS "depositCount",
      COALESCE(money.withdrawals, 0)::float8 AS withdrawals,
      COALESCE(money.withdrawal_count, 0)::int AS "withdrawalCount",
      (COALESCE(money.deposits, 0) - COALESCE(money.withdrawals, 0))::float8 AS net,
      COALESCE(joined.n, 0)::int AS "newUsers",
      COALESCE(activated.n, 0)::int AS "activatedUsers"
    FROM span
      LEFT JOIN money ON money.start = span.start
      LEFT JOIN joined ON joined.start = span.start
      LEFT JOIN activated ON activated.start = span.start
    ORDER BY span.start`;
}
