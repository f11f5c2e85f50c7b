import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { transactions, users } from '../../db/schema.ts';
import { listTotalField } from '../../lib/queries/run-list-query.ts';

const decider = alias(users, 'decider');

export interface SelectTransactionRowsOptions {
  db: DbOrTx;
  where: SQL | undefined;
  orderBy?: SQL[];
  limit: number;
  offset?: number;
  /** A list's total, selected with the page (`ListPageRequest.total`). */
  total?: SQL<number>;
}

/**
 * Transactions with their owner's and decider's name and e-mail (the decider may be gone: null),
 * the one select behind the lists, the detail and the CSV export.
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
      ownerName: users.name,
      ownerEmail: users.email,
      deciderName: decider.name,
      deciderEmail: decider.email,
      ...listTotalField({ total }),
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .leftJoin(decider, eq(decider.id, transactions.decidedBy))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

export type TransactionWithPeople = Awaited<ReturnType<typeof selectTransactionRows>>[number];
