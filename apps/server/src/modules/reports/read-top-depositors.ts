import { type SQL, sql } from 'drizzle-orm';
import type { TReportRange, TTopDepositor } from '@copyvest/shared';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { reportWindow } from './report-window.ts';

/** How many depositors the report names. */
export const TOP_DEPOSITORS = 10;

/** The users who deposited the most (approved within the range), the larger first. */
export async function readTopDepositors(db: DbOrTx, range: TReportRange): Promise<TTopDepositor[]> {
  return rowsOf<TTopDepositor>(await db.execute(topDepositorsQuery(range)));
}

/** The statement of `readTopDepositors`. */
export function topDepositorsQuery(range: TReportRange): SQL {
  const { start, end } = reportWindow(range);
  return sql`
    SELECT t.user_id AS "userId", u.name, COALESCE(u.email, '') AS email,
      sum(t.amount)::float8 AS total, count(*)::int AS count
    FROM transactions t JOIN users u ON u.id = t.user_id
    WHERE t.status = 'success' AND t.kind = 'deposit'
      AND t.decided_at >= ${start}::timestamptz AND t.decided_at < ${end}::timestamptz
    GROUP BY t.user_id, u.name, u.email
    ORDER BY total DESC, t.user_id
    LIMIT ${TOP_DEPOSITORS}`;
}
