import {
  dateRangeBounds,
  type TDateRangeInput,
  type TListQuery,
  type TTransactionList,
} from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { ilike, inArray, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern.ts';
import { transactions, users } from '../../db/schema.ts';
import type { ListSpec } from '../../lib/queries/list-spec.ts';
import { type PreparedList, runListQuery } from '../../lib/queries/run-list-query.ts';
import { selectTransactionPage } from './select-transaction-page.ts';
import { selectTransactionRows } from './select-transaction-rows.ts';
import { toTransactionDto } from './to-transaction-dto.ts';
import { transactionListScope } from './transaction-list-scope.ts';
import { transactionsAtCountLimitOf } from './transactions-at-count-limit.ts';

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

/** Beyond this many owners matching a search, their transactions are found by a subquery. */
const OWNER_MATCHES_LISTED = 100;

/**
 * The admin's list also finds a transaction by its owner's e-mail, whole or in part. The owners
 * whose address matches are read first (a trigram index on users.email, migration 0029; usually
 * none or a few) and named in the list's statement as values, so PostgreSQL estimates them from
 * its statistics: a narrow search is then answered from the indexes (the trigram index on the
 * transactions' own columns, transactions_user_seq_idx for the owners) and sorted, a broad one by
 * walking the newest first. Left to a subquery inside the OR, the planner guessed a thousand
 * matches, walked all of a million transactions for one and took a second (`bench/list-scale.ts`).
 * Past OWNER_MATCHES_LISTED owners the search is broad anyway, and the subquery stays.
 */
async function adminTransactionList(db: DbOrTx, search: string | undefined): Promise<ListSpec> {
  const text = search?.trim();
  if (!text) return TRANSACTION_LIST;
  const pattern = containsPattern(text);
  const owners = await db
    .select({ id: users.id })
    .from(users)
    .where(ilike(users.email, pattern))
    .limit(OWNER_MATCHES_LISTED + 1);
  if (owners.length === 0) return TRANSACTION_LIST;
  const byOwner =
    owners.length > OWNER_MATCHES_LISTED
      ? inArray(
          transactions.userId,
          sql`(select u.id from ${users} u where u.email ilike ${pattern})`,
        )
      : inArray(
          transactions.userId,
          owners.map((owner) => owner.id),
        );
  return { ...TRANSACTION_LIST, searchAlso: [() => byOwner] };
}

/** The list spec of a user's own list, or (no owner) of the admin's for this search. */
export async function transactionListSpec(
  db: DbOrTx,
  ownerId: string | undefined,
  search: string | undefined,
): Promise<ListSpec> {
  return ownerId === undefined ? adminTransactionList(db, search) : TRANSACTION_LIST;
}

const OWNER = sql.placeholder('owner');
/** A user's whole list (no date range), prepared while nothing narrows it (decision 062). */
const PREPARED_OWN_LIST = (ownerId: string): PreparedList => ({
  key: 'transactions:own',
  placeholderScope: () => ({
    scope: transactionListScope({ ownerId: OWNER, range: {} }),
    scopeAtCountLimit: transactionsAtCountLimitOf(OWNER),
  }),
  values: { owner: ownerId },
});

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
 * admin, the owner's e-mail). A user's own list selects no names, and does not count when nothing
 * narrows it and the user is marked as having as many as the lists count (decision 057).
 */
export async function listTransactions({
  db,
  query,
  ownerId,
}: ListTransactionsOptions): Promise<TTransactionList> {
  const scope = transactionListScope({ ownerId, range: query });
  if (ownerId !== undefined) {
    const { start, end } = dateRangeBounds(query);
    const whole = !start && !end;
    const { total, rows } = await runListQuery({
      db,
      spec: TRANSACTION_LIST,
      scope,
      scopeAtCountLimit: whole ? transactionsAtCountLimitOf(ownerId) : undefined,
      query,
      fetch: (page) => selectTransactionPage({ db, page }),
      prepared: whole ? PREPARED_OWN_LIST(ownerId) : undefined,
    });
    return { total, transactions: rows.map(toTransactionDto) };
  }
  const { total, rows } = await runListQuery({
    db,
    spec: await adminTransactionList(db, query.search),
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
