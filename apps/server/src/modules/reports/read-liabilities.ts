import { sql } from 'drizzle-orm';
import type { TLiabilities } from '@copyvest/shared';
import { type DbOrTx, rowsOf } from '../../db/client.ts';

/**
 * The posted balances (credits - debits) of the accounts that hold users' money, in one pass over
 * the transfers: each row counts for its credited and its debited account.
 */
export const POSTED_LIABILITIES = sql`
  SELECT
    (COALESCE(sum(amount) FILTER (WHERE credit_account LIKE 'user:%:balance'), 0)
      - COALESCE(sum(amount) FILTER (WHERE debit_account LIKE 'user:%:balance'), 0))::float8
      AS balances,
    (COALESCE(sum(amount) FILTER (WHERE credit_account LIKE 'user:%:profit'), 0)
      - COALESCE(sum(amount) FILTER (WHERE debit_account LIKE 'user:%:profit'), 0))::float8
      AS profit,
    (COALESCE(sum(amount) FILTER (WHERE credit_account = 'platform:capital_in_trades'), 0)
      - COALESCE(sum(amount) FILTER (WHERE debit_account = 'platform:capital_in_trades'), 0))::float8
      AS "capitalInTrades",
    (COALESCE(sum(amount) FILTER (WHERE credit_account LIKE 'copy:%'), 0)
      - COALESCE(sum(amount) FILTER (WHERE debit_account LIKE 'copy:%'), 0))::float8
      AS "inCopies"
  FROM ledger_transfers
  WHERE ledger = 'usd' AND phase IN ('posted', 'post')`;

/** The open pending withdrawal debits (no post or void yet), through the pending index. */
export const PENDING_WITHDRAWALS = sql`
  SELECT COALESCE(sum(p.amount), 0)::float8 AS "pendingWithdrawals"
  FROM ledger_transfers p
  WHERE p.phase = 'pending' AND p.reason = 'withdrawal' AND p.debit_account LIKE 'user:%:balance'
    AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = p.id)`;

/**
 * What the platform owes its users now, from the books (decision 056): the posted balances of
 * the users' balance and profit accounts, of the capital account of running trades and of the
 * copies' accounts; and the open pending withdrawal debits (money still in the balances, held).
 * The books are the source the reconciliation proves; the users' stored figures only mirror them.
 */
export async function readLiabilities(db: DbOrTx): Promise<TLiabilities> {
  const [posted, pending] = await Promise.all([
    db.execute(POSTED_LIABILITIES),
    db.execute(PENDING_WITHDRAWALS),
  ]);
  const figures = rowsOf<Omit<TLiabilities, 'pendingWithdrawals' | 'total'>>(posted)[0]!;
  const { pendingWithdrawals } = rowsOf<{ pendingWithdrawals: number }>(pending)[0]!;
  return {
    ...figures,
    pendingWithdrawals,
    total: figures.balances + figures.profit + figures.capitalInTrades + figures.inCopies,
  };
}
