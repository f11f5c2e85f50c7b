import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { trades } from '../../db/schema.ts';
import { accrueTrade } from './accrue-trade.ts';
import { matureTrade } from './mature-trade.ts';

export interface AccrueAllTradesOptions {
  deps: AppDeps;
}

/**
 * The accrual job: every ongoing trade with unpaid days, each in its own transaction; then every
 * trade whose term is now paid in full matures (`matureTrade`).
 */
export async function accrueAllTrades({
  deps,
}: AccrueAllTradesOptions): Promise<{ trades: number; paid: number }> {
  const now = deps.clock.now();
  const candidates = await deps.db
    .select({ id: trades.id })
    .from(trades)
    .where(and(eq(trades.status, 'ongoing'), lt(trades.daysPaid, trades.days)));
  let paid = 0;
  for (const { id } of candidates) {
    paid += await deps.db.transaction(async (tx) => {
      const [trade] = await tx.select().from(trades).where(eq(trades.id, id)).limit(1);
      return trade ? accrueTrade({ tx, trade, now }) : 0;
    });
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
  for (const { id } of due) await matureTrade({ deps, tradeId: id });
  return { trades: candidates.length, paid };
}
