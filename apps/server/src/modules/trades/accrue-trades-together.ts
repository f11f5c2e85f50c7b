import { and, inArray, lt, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { trades } from '../../db/schema.ts';
import { type BulkLeg, postTransfers } from '../ledger/index.ts';
import { accrualDays, elapsedDays } from './accrual-days.ts';
import { lockFreeOwners } from './lock-free-owners.ts';

export interface AccrueTradesTogetherOptions {
  deps: AppDeps;
  tradeIds: string[];
  now: Date;
}

/**
 * Pays the unpaid days of many trades in one transaction of a few statements, whatever their
 * number: their free owners locked (`lockFreeOwners`), their trades read, every day's keyed entry
 * with the owners' profit in two statements (`postTransfers`), and the days paid in one. The same
 * days, amounts, keys and times as `accrueTrade` pays one trade at a time (`accrualDays`). Returns
 * the cents paid and the trades it left to that one-by-one path: those whose owners another
 * transaction held, or all of them when the batch failed (a day's key already used, which the
 * one-by-one path skips): then it changed nothing.
 */
export async function accrueTradesTogether({
  deps,
  tradeIds,
  now,
}: AccrueTradesTogetherOptions): Promise<{ paid: number; left: string[] }> {
  try {
    return await deps.db.transaction(async (tx) => {
      const owned = (await lockFreeOwners({ tx, tradeIds })).map((owner) => owner.tradeId);
      const rows =
        owned.length === 0
          ? []
          : await tx
              .select()
              .from(trades)
              .where(
                and(
                  inArray(trades.id, owned),
                  eq(trades.status, 'ongoing'),
                  lt(trades.daysPaid, trades.days),
                ),
              );
      const legs: BulkLeg[] = [];
      const paidThrough: { id: string; term: number; elapsed: number }[] = [];
      let paid = 0;
      for (const trade of rows) {
        const elapsed = elapsedDays(trade, now);
        if (elapsed <= trade.daysPaid) continue;
        for (const day of accrualDays(trade, trade.daysPaid, elapsed)) {
          legs.push(day);
          paid += day.amount;
        }
        paidThrough.push({ id: trade.id, term: trade.term, elapsed });
      }
      await postTransfers({ tx, legs, at: now });
      if (paidThrough.length > 0) {
        const values = sql.join(
          paidThrough.map(
            ({ id, term, elapsed }) => sql`(${id}::text, ${term}::int, ${elapsed}::int)`,
          ),
          sql`, `,
        );
        await tx.execute(sql`UPDATE ${trades} t SET days_paid = GREATEST(t.days_paid, v.elapsed)
          FROM (VALUES ${values}) AS v(id, term, elapsed) WHERE t.id = v.id AND t.term = v.term`);
      }
      const taken = new Set(owned);
      return { paid, left: tradeIds.filter((id) => !taken.has(id)) };
    });
  } catch (error) {
    deps.log.warn({ err: error }, 'accrual: trades paid together failed, paying them one by one');
    return { paid: 0, left: tradeIds };
  }
}
