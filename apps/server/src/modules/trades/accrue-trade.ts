import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { trades, users } from '../../db/schema.ts';
import { transfer } from '../ledger/index.ts';
import { accrualDays, elapsedDays } from './accrual-days.ts';
import type { TradeRow } from './to-trade-dto.ts';
import { executeShaped } from '../../db/execute-named.ts';

export interface AccrueTradeOptions {
  tx: Tx;
  trade: TradeRow;
  now: Date;
}

/**
 * Pays a trade's profit for each full day of its current term not yet paid, up to the plan's
 * days: one ledger entry per (trade, term, day) under a unique key, so a day is paid once however
 * often this runs, and missed days catch up. Returns the cents paid now.
 */
export async function accrueTrade({ tx, trade, now }: AccrueTradeOptions): Promise<number> {
  if (trade.status !== 'ongoing') return 0;
  const elapsed = elapsedDays(trade, now);
  if (elapsed <= trade.daysPaid) return 0;
  // The user's row first, then the day's keyed entry: the users' own requests (an investment, a
  // claim) lock it before they accrue, and the job must take them in the same order or the two
  // deadlock on the same day's key. NO KEY UPDATE, the lock an UPDATE of the row takes: it does not
  // wait for the KEY SHARE a concurrent insert referencing the user holds (a withdrawal's row), so
  // that insert's own UPDATE of the user cannot end up queued behind us.
  await executeShaped(
    tx,
    'accrue-lock-owner',
    (tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, sql.placeholder('userId')))
        .for('no key update'),
    { userId: trade.userId },
  );
  // The trade as it is now that its owner is ours: the caller read it before, and a claim, a
  // maturity or a top-up on another server may have committed meanwhile. A closed trade or an
  // ended term earns nothing more (decision 051).
  const [current] = await executeShaped(
    tx,
    'accrue-days-paid',
    (tx) =>
      tx
        .select({ daysPaid: trades.daysPaid })
        .from(trades)
        .where(
          and(
            eq(trades.id, sql.placeholder('id')),
            eq(trades.term, sql.placeholder('term')),
            eq(trades.status, 'ongoing'),
          ),
        )
        .limit(1),
    { id: trade.id, term: trade.term },
  );
  if (!current || elapsed <= current.daysPaid) return 0;
  let paid = 0;
  for (const { debit, credit, amount, ...entry } of accrualDays(trade, current.daysPaid, elapsed)) {
    const applied = await transfer({ tx, legs: [{ debit, credit, amount }], ...entry });
    if (applied) paid += amount;
  }
  await executeShaped(
    tx,
    'accrue-mark-paid',
    (tx) =>
      tx
        .update(trades)
        .set({ daysPaid: sql`GREATEST(${trades.daysPaid}, ${sql.placeholder('elapsed')}::int)` })
        .where(and(eq(trades.id, sql.placeholder('id')), eq(trades.term, sql.placeholder('term')))),
    { id: trade.id, term: trade.term, elapsed },
  );
  return paid;
}
