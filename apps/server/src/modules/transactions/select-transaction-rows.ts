import { type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { transactions, users } from '../../db/schema.ts';
import { listTotalField } from '../../lib/queries/run-list-query.ts';

/**
 * A column of the user a transaction's column names, as a subquery (written out: drizzle leaves
 * the columns of a one-table select unqualified, which a subquery on users would capture).
 */
const person = <T>(column: 'name' | 'email', by: 'user_id' | 'decided_by') =>
  sql<T>`(select p.${sql.raw(column)} from ${users} p where p.id = ${transactions}.${sql.raw(by)})`;

export interface SelectTransactionRowsOptions {
  db: DbOrTx;
  where: SQL | undefined;
  orderBy?: SQL[];
  limit: number | Placeholder;
  offset?: number | Placeholder;
  /** A list's total, selected with the page (`ListPageRequest.total`). */
  total?: SQL<number>;
}

/**
 * Transactions with their owner's and decider's name and e-mail (the decider may be gone: null),
 * the one select behind the lists, the detail and the CSV export. The names are subqueries, not
 * joins: PostgreSQL evaluates them for the rows the page returns only (after its sort and limit),
 * whereas a join planned on a misestimated search (a trigram match looks like 200 rows, finds 1)
 * hashed every user twice, 6 ms of a 6.3 ms page over a million records.
 */
export function selectTransactionRows({
  db,
  where,
  orderBy = [],
  limit,
  offset = 0,
  total,
}: SelectTransactionRowsOptions) {
  return db
    .select({
      row: transactions,
      ownerName: person<string>('name', 'user_id'),
      ownerEmail: person<string>('email', 'user_id'),
      deciderName: person<string | null>('name', 'decided_by'),
      deciderEmail: person<string | null>('email', 'decided_by'),
      ...listTotalField({ total }),
    })
    .from(transactions)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

export type TransactionWithPeople = Awaited<ReturnType<typeof selectTransactionRows>>[number];
