import { and, type Column, eq, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { trades } from '../../db/schema.ts';

/**
 * A trade is open: `status = 'ongoing'` written as a literal, the predicate of the partial index of
 * open trades (`trades_one_ongoing_per_user`). With a parameter instead, the generic plan a named
 * statement keeps after its first runs could not use that index and read all of `trades`
 * (decision 073); a new trade's conflict target names the same predicate.
 */
export const tradeIsOngoing: SQL = sql`${trades.status} = 'ongoing'`;

/** The open trade of a user (an id, a placeholder for one, or the users' id column of a join). */
export function openTradeOf(userId: string | Column | SQLWrapper): SQL {
  return and(eq(trades.userId, userId), tradeIsOngoing)!;
}
