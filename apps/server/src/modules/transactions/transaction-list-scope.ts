import { and, eq, gte, lt, type Placeholder, type SQL } from 'drizzle-orm';
import { dateRangeBounds, type TDateRangeInput } from '@copyvest/shared';
import { transactions } from '../../db/schema.ts';

export interface TransactionListScopeOptions {
  /** A placeholder in a prepared list (decision 062). */
  ownerId?: string | Placeholder;
  range: TDateRangeInput;
}

/**
 * What a transaction list may show at all, before the client's `queries[]` and search narrow it:
 * the owner's own (absent for the admin) created within the date range, whole days in its time
 * zone. The one definition the list and the CSV export share.
 */
export function transactionListScope(options: TransactionListScopeOptions): SQL | undefined {
  const { start, end } = dateRangeBounds(options.range);
  return and(
    options.ownerId ? eq(transactions.userId, options.ownerId) : undefined,
    start ? gte(transactions.createdAt, start) : undefined,
    end ? lt(transactions.createdAt, end) : undefined,
  );
}
