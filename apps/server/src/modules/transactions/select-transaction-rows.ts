import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { transactions, users } from '../../db/schema.ts';

const decider = alias(users, 'decider');

export interface SelectTransactionRowsOptions {
  db: DbOrTx;
  where: SQL | undefined;
  orderBy?: SQL[];
  limit: number;
  offset?: number;
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
}: SelectTransactionRowsOptions) {
  return db
    .select({
      row: transactions,
      ownerName: users.name,
      ownerEmail: users.email,
      deciderName: decider.name,
      deciderEmail: decider.email,
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
