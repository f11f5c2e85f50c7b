import { storedTransactionDescription } from '@copyvest/shared';
import { sql } from 'drizzle-orm';
import { type Tx, rowsOf } from '../../db/client.ts';
import { insertTransaction } from '../transactions/index.ts';
import { mirrorPnlSql, sqlId } from './settle-sql.ts';

export type SettleCloseOptions = {
  tx: Tx;
  closeId: string;
  position: { id: string; side: string; sizeBps: number; entryPrice: string; symbol: string };
  trader: { userId: string; displayName: string; profitShareBps: number };
  closedBps: number;
  exitPrice: string;
  at: Date;
};

/**
 * Settles a trader's close on every open mirror of the position, set-based (decision 043): no
 * loop over followers. First the copies are locked in id order (one statement), then one
 * statement computes each mirror's result exactly (`mirrorPnlSql`), caps it at −equity, takes the
 * trader's share above the high-water mark, and writes the copies, the mirrors, the settlements
 * (unique per close and copy: a close settles each copy exactly once), the ledger transfers, the
 * trader's balance (by the sum of the shares it is credited, one row on the trader's transactions)
 * and the followers' notifications.
 * Returns how many mirrors settled.
 */
export async function settleClose(options: SettleCloseOptions): Promise<number> {
  const { tx, closeId, position, trader, closedBps, exitPrice, at } = options;
  const when = sql`${at.toISOString()}::timestamptz`;
  await tx.execute(sql`
    SELECT count(*) FROM (
      SELECT c.id FROM copies c
      WHERE c.id IN (SELECT copy_id FROM copy_positions WHERE position_id = ${position.id} AND status = 'open')
      ORDER BY c.id FOR UPDATE) locked`);
  const pnl = mirrorPnlSql({
    equityAtOpen: sql`m.equity_at_open`,
    sizeBps: sql`${position.sizeBps}::int`,
    closedBps: sql`m.part`,
    side: sql`${position.side}::text`,
    entryPrice: sql`${position.entryPrice}::numeric`,
    exitPrice: sql`${exitPrice}::numeric`,
  });
  const traderId = trader.userId;
  const [result] = rowsOf<{
    settled: number;
    shares: number;
    sharers: number;
    copies: number;
    mirrors: number;
  }>(
    await tx.execute(sql`
      WITH m AS (
        SELECT cp.id AS mirror_id, cp.copy_id, cp.equity_at_open, LEAST(cp.open_bps, ${closedBps}::int) AS part,
          cp.open_bps, c.follower_id, c.equity, c.high_water_mark
        FROM copy_positions cp JOIN copies c ON c.id = cp.copy_id
        WHERE cp.position_id = ${position.id} AND cp.status = 'open'),
      computed AS (SELECT m.*, ${pnl} AS computed FROM m),
      capped AS (SELECT computed.*, GREATEST(computed.computed, -computed.equity) AS pnl FROM computed),
      s AS (
        SELECT capped.*, capped.equity + capped.pnl AS before_share,
          CASE WHEN capped.equity + capped.pnl > capped.high_water_mark
            THEN ((capped.equity + capped.pnl - capped.high_water_mark) * ${trader.profitShareBps}::int) / 10000
            ELSE 0 END AS share
        FROM capped),
      copies_done AS (
        UPDATE copies c SET equity = s.before_share - s.share, realized = c.realized + s.pnl,
          shares_paid = c.shares_paid + s.share,
          high_water_mark = GREATEST(c.high_water_mark, s.before_share), updated_at = ${when}
        FROM s WHERE c.id = s.copy_id RETURNING c.id),
      mirrors_done AS (
        UPDATE copy_positions cp SET open_bps = cp.open_bps - s.part, realized = cp.realized + s.pnl,
          status = CASE WHEN cp.open_bps - s.part = 0 THEN 'closed' ELSE 'open' END,
          closed_at = CASE WHEN cp.open_bps - s.part = 0 THEN ${when} ELSE NULL END
        FROM s WHERE cp.id = s.mirror_id RETURNING cp.id),
      settled AS (
        INSERT INTO copy_settlements (copy_id, mirror_id, close_id, kind, closed_bps, exit_price,
          computed, pnl, share, equity_after, created_at)
        SELECT copy_id, mirror_id, ${closeId}, 'trader_close', part, ${exitPrice}::numeric,
          computed, pnl, share, before_share - share, ${when} FROM s
        RETURNING id),
      entries AS (
        INSERT INTO ledger_transfers (ledger, debit_account, credit_account, amount, phase, reason,
          reference, created_at)
        SELECT 'usd', 'platform:copy_trading_results', 'copy:' || copy_id, pnl, 'posted', 'copy_pnl',
          copy_id, ${when} FROM s WHERE pnl > 0
        UNION ALL
        SELECT 'usd', 'copy:' || copy_id, 'platform:copy_trading_results', -pnl, 'posted', 'copy_pnl',
          copy_id, ${when} FROM s WHERE pnl < 0
        UNION ALL
        SELECT 'usd', 'copy:' || copy_id, ${`user:${traderId}:balance`}::text, share, 'posted',
          'copy_profit_share', copy_id, ${when} FROM s WHERE share > 0
        RETURNING id),
      paid AS (
        UPDATE users SET balance = balance + t.total, updated_at = ${when}
        FROM (SELECT sum(share) AS total FROM s) t
        WHERE users.id = ${traderId} AND t.total > 0 RETURNING users.id),
      told AS (
        INSERT INTO notifications (id, user_id, kind, data, created_at)
        SELECT ${sqlId(sql`s.copy_id`)}, s.follower_id, 'copy_position_closed',
          jsonb_build_object('copyId', s.copy_id, 'traderName', ${trader.displayName}::text,
            'symbol', ${position.symbol}::text, 'pnl', s.pnl),
          ${when}
        FROM s RETURNING id)
      SELECT (SELECT count(*) FROM settled)::int AS settled,
        COALESCE((SELECT sum(share) FROM s), 0)::float8 AS shares,
        (SELECT count(*) FROM s WHERE share > 0)::int AS sharers,
        (SELECT count(*) FROM copies_done)::int AS copies,
        (SELECT count(*) FROM mirrors_done)::int AS mirrors,
        (SELECT count(*) FROM entries)::int AS entries,
        (SELECT count(*) FROM paid)::int AS paid,
        (SELECT count(*) FROM told)::int AS told`),
  );
  // Every settled mirror changed its copy and itself: anything else is a bug, and rolls back.
  if (result!.copies !== result!.settled || result!.mirrors !== result!.settled) {
    throw new Error(`copy settlement: ${JSON.stringify(result)}`);
  }
  if (result!.shares > 0) {
    await insertTransaction({
      tx,
      values: {
        userId: traderId,
        amount: result!.shares,
        type: 'credit',
        status: 'success',
        kind: 'copy_profit_share',
        ...storedTransactionDescription({
          code: 'copy_profit_share',
          params: { symbol: position.symbol, followers: result!.sharers },
        }),
        crypto: 'USD',
        createdAt: at,
      },
    });
  }
  return result!.settled;
}
