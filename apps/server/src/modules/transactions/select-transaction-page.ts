import { getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { transactions } from '../../db/schema.ts';
import { listTotalField, type ListPageRequest } from '../../lib/queries/run-list-query.ts';

/**
 * A page of transactions as stored, with the list's total: a user's own list, in the REST API and
 * the data API, which shows no names (the admin's list and the detail use selectTransactionRows).
 */
export function selectTransactionPage({ db, page }: { db: DbOrTx; page: ListPageRequest }) {
  return db
    .select({ ...getTableColumns(transactions), ...listTotalField(page) })
    .from(transactions)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
}
