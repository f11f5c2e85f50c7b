import { sql, type SQL } from 'drizzle-orm';
import { transactionCounts } from '../../db/schema.ts';

/**
 * A user's number of transactions up to LIST_COUNT_LIMIT, from the counter the database keeps
 * (migration 0035, decision 057): the total of their unfiltered list, read with its page.
 */
export function ownTransactionCount(userId: string): SQL<number> {
  return sql<number>`coalesce((select c.count from ${transactionCounts} c where c.user_id = ${userId}), 0)`;
}
