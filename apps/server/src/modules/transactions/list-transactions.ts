import { eq } from 'drizzle-orm';
import type { TListQuery, TTransactionList } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { transactions, users } from '../../db/schema.ts';
import type { ListSpec } from '../../lib/queries/list-spec.ts';
import { runListQuery } from '../../lib/queries/run-list-query.ts';
import { toTransactionDto } from './to-transaction-dto.ts';

/** What `queries[]` may filter and order transactions by (amounts in cents). */
export const TRANSACTION_LIST: ListSpec = {
  table: transactions,
  id: transactions.id,
  attributes: {
    $id: { column: transactions.id, type: 'string' },
    $createdAt: { column: transactions.createdAt, type: 'datetime' },
    transactionId: { column: transactions.transactionId, type: 'string' },
    userId: { column: transactions.userId, type: 'string' },
    amount: { column: transactions.amount, type: 'integer' },
    fee: { column: transactions.fee, type: 'integer' },
    type: { column: transactions.type, type: 'string' },
    status: { column: transactions.status, type: 'string' },
    kind: { column: transactions.kind, type: 'string' },
    crypto: { column: transactions.crypto, type: 'string' },
    description: { column: transactions.description, type: 'string' },
    paymentMethodId: { column: transactions.paymentMethodId, type: 'string', nullable: true },
    decidedAt: { column: transactions.decidedAt, type: 'datetime', nullable: true },
  },
  searchColumns: [transactions.transactionId, transactions.crypto, transactions.description],
  defaultOrder: [{ attribute: '$createdAt', direction: 'desc' }],
};

export interface ListTransactionsOptions {
  db: DbOrTx;
  query: TListQuery;
  /** A user's own list; absent for the admin list (every owner, with their name). */
  ownerId?: string;
}

/** Newest first unless ordered otherwise; searchable by id, crypto and description. */
export async function listTransactions({
  db,
  query,
  ownerId,
}: ListTransactionsOptions): Promise<TTransactionList> {
  const { total, rows } = await runListQuery({
    db,
    spec: TRANSACTION_LIST,
    scope: ownerId ? eq(transactions.userId, ownerId) : undefined,
    query,
    fetch: ({ where, orderBy, limit, offset }) =>
      db
        .select({ row: transactions, ownerName: users.name, ownerEmail: users.email })
        .from(transactions)
        .innerJoin(users, eq(users.id, transactions.userId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return {
    total,
    transactions: rows.map(({ row, ownerName, ownerEmail }) => ({
      ...toTransactionDto(row),
      ...(ownerId ? {} : { owner: { name: ownerName, email: ownerEmail } }),
    })),
  };
}
