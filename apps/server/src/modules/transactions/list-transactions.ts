import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import {
  dateRangeBounds,
  type TDateRangeInput,
  type TListQuery,
  type TTransactionList,
} from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { transactions } from '../../db/schema.ts';
import type { ListSpec } from '../../lib/queries/list-spec.ts';
import { runListQuery } from '../../lib/queries/run-list-query.ts';
import { selectTransactionRows } from './select-transaction-rows.ts';
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

/** A transaction list request: `queries[]`, `search` and the date range (already validated). */
export type TransactionListQuery = TListQuery & TDateRangeInput;

/**
 * What a transaction list may show at all, before the client's `queries[]` and search narrow it:
 * the owner's own (absent for the admin) created within the date range, whole days in its time
 * zone. The one definition the list and the CSV export share.
 */
export function transactionListScope(options: {
  ownerId?: string;
  range: TDateRangeInput;
}): SQL | undefined {
  const { start, end } = dateRangeBounds(options.range);
  return and(
    options.ownerId ? eq(transactions.userId, options.ownerId) : undefined,
    start ? gte(transactions.createdAt, start) : undefined,
    end ? lt(transactions.createdAt, end) : undefined,
  );
}

export interface ListTransactionsOptions {
  db: DbOrTx;
  query: TransactionListQuery;
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
    scope: transactionListScope({ ownerId, range: query }),
    query,
    fetch: (page) => selectTransactionRows({ db, ...page }),
  });
  return {
    total,
    transactions: rows.map(({ row, ownerName, ownerEmail }) => ({
      ...toTransactionDto(row),
      ...(ownerId ? {} : { owner: { name: ownerName, email: ownerEmail } }),
    })),
  };
}
