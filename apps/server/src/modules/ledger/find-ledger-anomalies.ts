import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

export interface LedgerAnomaly {
  userId: string;
  balance: number;
  profit: number;
  bonus: number;
  held: number;
  ledgerBalance: number;
  ledgerProfit: number;
  ledgerBonus: number;
  pendingWithdrawals: number;
}

export interface FindLedgerAnomaliesOptions {
  db: Db;
}

/**
 * Users whose stored figures differ from the sum of their ledger entries, whose hold differs
 * from their pending withdrawals, or with any figure below zero. Empty means the books balance.
 */
export async function findLedgerAnomalies({
  db,
}: FindLedgerAnomaliesOptions): Promise<LedgerAnomaly[]> {
  const result = await db.execute(sql`
    WITH l AS (
      SELECT user_id,
        COALESCE(SUM(amount) FILTER (WHERE figure = 'balance'), 0) AS b,
        COALESCE(SUM(amount) FILTER (WHERE figure = 'profit'), 0) AS p,
        COALESCE(SUM(amount) FILTER (WHERE figure = 'bonus'), 0) AS bo
      FROM ledger_entries GROUP BY user_id
    ), w AS (
      SELECT user_id, SUM(amount) AS pending FROM transactions
      WHERE type = 'withdraw' AND status = 'pending' GROUP BY user_id
    )
    SELECT u.id AS "userId", u.balance::float8 AS balance, u.profit::float8 AS profit,
      u.bonus::float8 AS bonus, u.held::float8 AS held,
      COALESCE(l.b, 0)::float8 AS "ledgerBalance", COALESCE(l.p, 0)::float8 AS "ledgerProfit",
      COALESCE(l.bo, 0)::float8 AS "ledgerBonus", COALESCE(w.pending, 0)::float8 AS "pendingWithdrawals"
    FROM users u LEFT JOIN l ON l.user_id = u.id LEFT JOIN w ON w.user_id = u.id
    WHERE u.balance <> COALESCE(l.b, 0) OR u.profit <> COALESCE(l.p, 0) OR u.bonus <> COALESCE(l.bo, 0)
      OR u.held <> COALESCE(w.pending, 0)
      OR u.balance < 0 OR u.profit < 0 OR u.bonus < 0 OR u.held > u.balance
  `);
  return rowsOf<LedgerAnomaly>(result);
}
