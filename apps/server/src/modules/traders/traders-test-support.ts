import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { copies, ledgerTransfers, positionCloses, traderPositions } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { refreshTraderStats } from './refresh-trader-stats.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** One close of a position, written as the close would (the index after it given by hand). */
export interface BookClose {
  side?: 'long' | 'short';
  sizeBps?: number;
  entry: string;
  exit: string;
  /** Part of the original size closed; the position stays open with the rest. */
  closedBps?: number;
  pnlIndex: number;
  indexAfter: number;
  indexAtOpen?: number;
  openedAt: Date;
  closedAt: Date;
}

/**
 * Writes a fixed book straight into `trader_positions` and `position_closes` (each close its own
 * position, open with what is left), sets the index and stores the statistics as a close does.
 */
export async function seedBook(db: Db, traderId: string, closes: BookClose[], now: Date) {
  await db.transaction(async (tx) => {
    for (const close of closes) {
      const positionId = newId();
      const closedBps = close.closedBps ?? 10000;
      const open = 10000 - closedBps;
      await tx.insert(traderPositions).values({
        id: positionId,
        traderId,
        instrumentId: 'btc-usd',
        symbol: 'BTC/USD',
        side: close.side ?? 'long',
        sizeBps: close.sizeBps ?? 10000,
        entryPrice: close.entry,
        indexAtOpen: close.indexAtOpen ?? 100,
        openBps: open,
        lastPrice: close.exit,
        status: open === 0 ? 'closed' : 'open',
        openedAt: close.openedAt,
        closedAt: open === 0 ? close.closedAt : null,
      });
      await tx.insert(positionCloses).values({
        id: newId(),
        positionId,
        traderId,
        closedBps,
        exitPrice: close.exit,
        pnlIndex: close.pnlIndex,
        indexAfter: close.indexAfter,
        openedAt: close.openedAt,
        closedAt: close.closedAt,
      });
    }
    const last = closes.at(-1);
    if (last) {
      await tx.execute(
        sql`UPDATE lead_traders SET index_value = ${last.indexAfter} WHERE user_id = ${traderId}`,
      );
    }
    await refreshTraderStats({ tx, traderId, now });
  });
}

/**
 * A running copy with `equity` in it, kept in the books: the money comes from the follower's
 * balance (`fromBalance`, which must hold it) or from the platform's adjustments, so the
 * reconciliation holds.
 */
export async function seedCopy(
  db: Db,
  options: {
    followerId: string;
    traderId: string;
    equity: number;
    at: Date;
    fromBalance?: boolean;
  },
) {
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(copies).values({
      id,
      followerId: options.followerId,
      traderId: options.traderId,
      equity: options.equity,
      invested: options.equity,
      highWaterMark: options.equity,
      createdAt: options.at,
      updatedAt: options.at,
    });
    await tx.insert(ledgerTransfers).values({
      ledger: 'usd',
      debitAccount: options.fromBalance
        ? `user:${options.followerId}:balance`
        : 'platform:admin_adjustments',
      creditAccount: `copy:${id}`,
      amount: options.equity,
      phase: 'posted',
      reason: 'copy_allocation',
      reference: id,
      createdAt: options.at,
    });
    if (options.fromBalance) {
      await tx.execute(
        sql`UPDATE users SET balance = balance - ${options.equity} WHERE id = ${options.followerId}`,
      );
    }
  });
  return id;
}

/** A profit settled into a copy from the platform's trading results. */
export async function seedCopyGain(db: Db, copyId: string, amount: number, at: Date) {
  await db.transaction(async (tx) => {
    await tx.insert(ledgerTransfers).values({
      ledger: 'usd',
      debitAccount: 'platform:copy_trading_results',
      creditAccount: `copy:${copyId}`,
      amount,
      phase: 'posted',
      reason: 'copy_pnl',
      reference: copyId,
      createdAt: at,
    });
    await tx.execute(
      sql`UPDATE copies SET equity = equity + ${amount}, realized = realized + ${amount}
          WHERE id = ${copyId}`,
    );
  });
}

/**
 * Stops every running copy the tests seeded, returning its equity where it came from (the
 * follower's balance or the platform's adjustments), so the books close with no copy money
 * before this branch's reconciliation knows copy accounts.
 */
export async function returnSeededCopies(db: Db) {
  await db.transaction(async (tx) => {
    const running = await tx.execute(sql`
      SELECT c.id, c.equity::float8 AS equity, t.debit_account AS source
      FROM copies c JOIN ledger_transfers t
        ON t.credit_account = 'copy:' || c.id AND t.reason = 'copy_allocation'
      WHERE c.status <> 'closed' AND c.equity > 0`);
    for (const copy of (
      running as unknown as { rows: { id: string; equity: number; source: string }[] }
    ).rows) {
      await tx.insert(ledgerTransfers).values({
        ledger: 'usd',
        debitAccount: `copy:${copy.id}`,
        creditAccount: copy.source,
        amount: copy.equity,
        phase: 'posted',
        reason: 'copy_return',
        reference: copy.id,
      });
      const user = /^user:([^:]+):balance$/.exec(copy.source)?.[1];
      if (user) {
        await tx.execute(
          sql`UPDATE users SET balance = balance + ${copy.equity} WHERE id = ${user}`,
        );
      }
      await tx.execute(sql`UPDATE copies SET status = 'closed', equity = 0, returned = ${copy.equity},
        closed_at = now() WHERE id = ${copy.id}`);
    }
  });
}
