import { storedTransactionDescription } from '@copyvest/shared';
import { sql, type SQL } from 'drizzle-orm';
import { type Tx, rowsOf } from '../../db/client.ts';
import { insertTransactions } from '../transactions/index.ts';
import { sqlId } from './settle-sql.ts';

export type CloseCopiesOptions = {
  tx: Tx;
  /** Which copies close (a condition on `copies c`); those already closed are left alone. */
  where: SQL;
  at: Date;
};

/**
 * Closes copies set-based (decision 043): each copy's whole equity goes back to its follower's
 * balance (`copy:<id>` → `user:<f>:balance`, reason copy_return), the followers' balances rise by
 * exactly what their transfers credit, and each follower gets a copy_stopped notification, a mail
 * and a row on their transactions with the amount returned, all in the caller's transaction. Callers lock the copies first
 * (or the closing condition is one no concurrent change can make true twice: `status <> 'closed'`
 * is part of the UPDATE, so a copy closes once). Returns the closed copies.
 */
export async function closeCopies({ tx, where, at }: CloseCopiesOptions) {
  const when = sql`${at.toISOString()}::timestamptz`;
  const closed = rowsOf<{
    id: string;
    follower_id: string;
    returned: number;
    trader_name: string;
  }>(
    await tx.execute(sql`
      WITH closed AS (
        UPDATE copies c SET status = 'closed', returned = c.equity, equity = 0,
          stopped_at = COALESCE(c.stopped_at, ${when}), closed_at = ${when}, updated_at = ${when}
        WHERE c.status <> 'closed' AND (${where})
        RETURNING c.id, c.follower_id, c.trader_id, c.returned),
      entries AS (
        INSERT INTO ledger_transfers (ledger, debit_account, credit_account, amount, phase, reason,
          reference, created_at)
        SELECT 'usd', 'copy:' || id, 'user:' || follower_id || ':balance', returned, 'posted',
          'copy_return', id, ${when} FROM closed WHERE returned > 0
        RETURNING id),
      credited AS (
        UPDATE users u SET balance = u.balance + t.total, updated_at = ${when}
        FROM (SELECT follower_id, sum(returned) AS total FROM closed GROUP BY follower_id) t
        WHERE u.id = t.follower_id AND t.total > 0 RETURNING u.id),
      told AS (
        INSERT INTO notifications (id, user_id, kind, amount, data, created_at)
        SELECT ${sqlId(sql`closed.id`)}, closed.follower_id, 'copy_stopped',
          NULLIF(closed.returned, 0),
          jsonb_build_object('copyId', closed.id, 'traderName', lt.display_name,
            'returned', closed.returned),
          ${when}
        FROM closed JOIN lead_traders lt ON lt.user_id = closed.trader_id RETURNING id),
      mailed AS (
        INSERT INTO mail_outbox (id, to_email, to_name, template, data, next_attempt_at, created_at)
        SELECT ${sqlId(sql`'mail' || closed.id`)}, u.email, u.name, 'copy-closed',
          jsonb_build_object('name', u.name, 'traderName', lt.display_name,
            'returned', closed.returned),
          ${when}, ${when}
        FROM closed JOIN users u ON u.id = closed.follower_id
          JOIN lead_traders lt ON lt.user_id = closed.trader_id RETURNING id)
      SELECT closed.id, closed.follower_id, closed.returned::float8 AS returned,
        lt.display_name AS trader_name,
        (SELECT count(*) FROM entries) AS entries, (SELECT count(*) FROM credited) AS credited,
        (SELECT count(*) FROM told) AS told, (SELECT count(*) FROM mailed) AS mailed
      FROM closed JOIN lead_traders lt ON lt.user_id = closed.trader_id`),
  );
  await insertTransactions({
    tx,
    values: closed
      .filter((copy) => copy.returned > 0)
      .map((copy) => ({
        userId: copy.follower_id,
        amount: copy.returned,
        type: 'credit' as const,
        status: 'success' as const,
        kind: 'copy_return',
        ...storedTransactionDescription({
          code: 'copy_returned',
          params: { trader: copy.trader_name },
        }),
        crypto: 'USD',
        createdAt: at,
      })),
  });
  return closed;
}
