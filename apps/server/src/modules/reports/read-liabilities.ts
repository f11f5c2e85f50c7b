import { sql } from 'drizzle-orm';
import type { TLiabilities } from '@copyvest/shared';
import { type DbOrTx, rowsOf } from '../../db/client.ts';

/**
 * What the platform owes its users now, from the books (decision 056): the posted balances of
 * the users' balance and profit accounts, of the capital account of running trades and of the
 * copies' accounts; and the open pending withdrawal debits (money still in the balances, held).
 * The books are the source the reconciliation proves; the users' stored figures only mirror them.
 */
export async function readLiabilities(db: DbOrTx): Promise<TLiabilities> {
  const [posted, pending] = await Promise.all([
    db.execute(sql`
      WITH sides AS (
        SELECT debit_account AS account, -amount AS signed FROM ledger_transfers
          WHERE ledger = 'usd' AND phase IN ('posted', 'post')
        UNION ALL
        SELECT credit_account, amount FROM ledger_transfers
          WHERE ledger = 'usd' AND phase IN ('posted', 'post'))
      SELECT
        COALESCE(sum(signed) FILTER (WHERE account LIKE 'user:%:balance'), 0)::float8 AS balances,
        COALESCE(sum(signed) FILTER (WHERE account LIKE 'user:%:profit'), 0)::float8 AS profit,
        COALESCE(sum(signed) FILTER (WHERE account = 'platform:capital_in_trades'), 0)::float8
          AS "capitalInTrades",
        COALESCE(sum(signed) FILTER (WHERE account LIKE 'copy:%'), 0)::float8 AS "inCopies"
      FROM sides`),
    db.execute(sql`
      SELECT COALESCE(sum(p.amount), 0)::float8 AS "pendingWithdrawals"
      FROM ledger_transfers p
      WHERE p.phase = 'pending' AND p.reason = 'withdrawal' AND p.debit_account LIKE 'user:%:balance'
        AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = p.id)`),
  ]);
  const figures = rowsOf<Omit<TLiabilities, 'pendingWithdrawals' | 'total'>>(posted)[0]!;
  const { pendingWithdrawals } = rowsOf<{ pendingWithdrawals: number }>(pending)[0]!;
  return {
    ...figures,
    pendingWithdrawals,
    total: figures.balances + figures.profit + figures.capitalInTrades + figures.inCopies,
  };
}
