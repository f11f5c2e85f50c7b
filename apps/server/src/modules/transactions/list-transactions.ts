import {
  dateRangeBounds,
  type TDateRangeInput,
  type TListQuery,
  type TTransactionList,
} from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { inArray, sql } from 'drizzle-orm';
import { transactions, users } from '../../db/schema.ts';
import type { ListSpec } from '../../lib/queries/list-spec.ts';
import { runListQuery } from '../../lib/queries/run-list-query.ts';
import { ownTransactionCount } from './own-transaction-count.ts';
import { selectTransactionPage } from './select-transaction-page.ts';
import { selectTransactionRows } from './select-transaction-rows.ts';
import { toTransactionDto } from './to-transaction-dto.ts';
import { transactionListScope } from './transaction-list-scope.ts';

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

/**
 * The admin's list also finds a transaction by its owner's e-mail, whole or in part: the owners
 * whose address matches (a trigram index on users.email, migration 0029) and then their
 * transactions (transactions_user_created_idx), never a scan of every transaction.
 */
const ADMIN_TRANSACTION_LIST: ListSpec = {
  ...TRANSACTION_LIST,
  searchAlso: [
    (pattern) =>
      inArray(
        transactions.userId,
        sql`(select u.id from ${users} u where u.email ilike ${pattern})`,
      ),
  ],
};

/** The list spec of a user's own list, or (no owner) of the admin's. */
export const transactionListSpec = (ownerId: string | undefined) =>
  ownerId === undefined ? ADMIN_TRANSACTION_LIST : TRANSACTION_LIST;

/** A transaction list request: `queries[]`, `search` and the date range (already validated). */
export type TransactionListQuery = TListQuery & TDateRangeInput;

export interface ListTransactionsOptions {
  db: DbOrTx;
  query: TransactionListQuery;
  /** A user's own list; absent for the admin list (every owner, with their name). */
  ownerId?: string;
}

/**
 * Newest first unless ordered otherwise; searchable by id, crypto and description (and, for the
 * admin, the owner's e-mail). A user's own list selects no names, and takes its total from their
 * transaction counter when nothing narrows it (decision 057).
 */
export async function listTransactions({
  db,
  query,
  ownerId,
}: ListTransactionsOptions): Promise<TTransactionList> {
  const scope = transactionListScope({ ownerId, range: query });
  if (ownerId !== undefined) {
    const { start, end } = dateRangeBounds(query);
    const { total, rows } = await runListQuery({
      db,
      spec: TRANSACTION_LIST,
      scope,
      scopeTotal: start || end ? undefined : ownTransactionCount(ownerId),
      query,
      fetch: (page) => selectTransactionPage({ db, page }),
    });
    return { total, transactions: rows.map(toTransactionDto) };
  }
  const { total, rows } = await runListQuery({
    db,
    spec: ADMIN_TRANSACTION_LIST,
    scope,
    query,
    fetch: (page) => selectTransactionRows({ db, ...page }),
  });
  return {
    total,
    transactions: rows.map(({ row, ownerName, ownerEmail }) => ({
      ...toTransactionDto(row),
      owner: { name: ownerName, email: ownerEmail },
    })),
  };
}
