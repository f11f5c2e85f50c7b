import { type Placeholder, sql, type SQL } from 'drizzle-orm';
import { transactionsAtCountLimit } from '../../db/schema.ts';

/**
 * Whether the user has at least LIST_COUNT_LIMIT transactions, from the mark the database keeps
 * (migration 0035, decision 057): their unfiltered list's total is then the limit, not counted.
 * `userId` may be a placeholder of a prepared list (decision 062).
 */
export function transactionsAtCountLimitOf(userId: string | Placeholder): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${transactionsAtCountLimit} l where l.user_id = ${userId})`;
}
