import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { runExclusively } from '../../db/run-exclusively.ts';
import { trades } from '../../db/schema.ts';
import { accrueTrade } from './accrue-trade.ts';
import { accrueTradesTogether } from './accrue-trades-together.ts';
import { matureTrade } from './mature-trade.ts';
import { matureTradesTogether } from './mature-trades-together.ts';

/** Trades handled together in one transaction (its statements grow with it: one row each). */
const BATCH = 200;

/** Key of the advisory lock that lets one process at a time run the accrual job. */
export const ACCRUAL_LOCK = 0x41434352; // 'ACCR'

export interface AccrueAllTradesOptions {
  deps: AppDeps;
  /**
   * When another process is running the job: `skip` (the timer's tick: that run pays the days) or
   * `wait` and run after it (default: the caller wants the days paid on return).
   */
  ifBusy?: 'skip' | 'wait';
}

export interface AccrualRun {
  trades: number;
  paid: number;
  /** Another process was running the job: this tick did nothing. */
  skipped: boolean;
}

/**
 * The accrual job: every ongoing trade with unpaid days, a few hundred at a time in one transaction
 * (`accrueTradesTogether`; a trade whose owner is busy in its own, `accrueTrade`); then every trade
 * whose term is now paid in full matures, as many at once (`matureTradesTogether`, else
 * `matureTrade`). One process at a time across the servers on the database (decision 051); each
 * day's unique key still pays a day once whatever runs it.
 */
export async function accrueAllTrades({
  deps,
  ifBusy = 'wait',
}: AccrueAllTradesOptions): Promise<AccrualRun> {
  const outcome = await runExclusively({
    db: deps.db,
    lock: ACCRUAL_LOCK,
    ifBusy,
    run: () => accrueOnce(deps),
  });
  return outcome.ran ? { ...outcome.value, skipped: false } : { trades: 0, paid: 0, skipped: true };
}

async function accrueOnce(deps: AppDeps): Promise<{ trades: number; paid: number }> {
  // Read once the lock is held: a run that waited for another sees the time it starts at.
  const now = deps.clock.now();
  const candidates = await deps.db
    .select({ id: trades.id })
    .from(trades)
    .where(and(eq(trades.status, 'ongoing'), lt(trades.daysPaid, trades.days)));
  let paid = 0;
  for (const ids of batches(candidates.map(({ id }) => id))) {
    const together = await accrueTradesTogether({ deps, tradeIds: ids, now });
    paid += together.paid;
    // Those whose owners were busy: one at a time, each waiting for its owner.
    for (const id of together.left) {
      paid += await deps.db.transaction(async (tx) => {
        const [trade] = await tx.select().from(trades).where(eq(trades.id, id)).limit(1);
        return trade ? accrueTrade({ tx, trade, now }) : 0;
      });
    }
  }
  // Trades whose term is now paid in full: told once, and closed with AUTO_CLOSE_MATURED.
  const due = await deps.db
    .select({ id: trades.id })
    .from(trades)
    .where(
      and(
        eq(trades.status, 'ongoing'),
        gte(trades.daysPaid, trades.days),
        isNull(trades.maturedAt),
      ),
    );
  for (const ids of batches(due.map(({ id }) => id))) {
    const { left } = await matureTradesTogether({ deps, tradeIds: ids });
    for (const id of left) await matureTrade({ deps, tradeId: id });
  }
  return { trades: candidates.length, paid };
}

function* batches(ids: string[]) {
  for (let start = 0; start < ids.length; start += BATCH) yield ids.slice(start, start + BATCH);
}
