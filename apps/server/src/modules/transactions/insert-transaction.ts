import { is, SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { transactions } from '../../db/schema.ts';
import { newId, newTransactionId } from '../../lib/ids.ts';
import { executeShaped, placeholders } from '../../db/execute-named.ts';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransaction = Omit<typeof transactions.$inferInsert, 'id' | 'transactionId'>;

export interface InsertTransactionOptions {
  tx: DbOrTx;
  values: NewTransaction;
  id?: string;
  drawTransactionId?: () => string;
}

/**
 * Inserts a transaction with a fresh unique `TNX-` id (the unique index refuses a repeat, and a
 * new id is drawn). `id` is the record id a client chose (the data API's `documentId`); default:
 * a new one. `drawTransactionId` is the generator (tests hand one that repeats itself).
 */
export async function insertTransaction({
  tx,
  values,
  id = newId(),
  drawTransactionId = newTransactionId,
}: InsertTransactionOptions): Promise<TransactionRow> {
  // The columns given, and which are null, make the statement's text: one statement per shape.
  const given = Object.entries(values).filter(([, value]) => value !== undefined);
  if (given.some(([, value]) => is(value, SQL))) {
    throw new Error(
      'insertTransaction takes values, not SQL: its statement is built once per shape',
    );
  }
  const nulls = given.filter(([, value]) => value === null).map(([key]) => key);
  const shape = `insert-transaction:${given
    .map(([key, value]) => (value === null ? `${key}=null` : key))
    .sort()
    .join(',')}`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const row = {
      ...Object.fromEntries(given.filter(([, value]) => value !== null)),
      id,
      transactionId: drawTransactionId(),
    };
    const [inserted] = await executeShaped(
      tx,
      shape,
      (tx) =>
        tx
          .insert(transactions)
          .values({
            ...Object.fromEntries(nulls.map((key) => [key, null])),
            ...(placeholders(row) as unknown as typeof transactions.$inferInsert),
          })
          .onConflictDoNothing({ target: transactions.transactionId })
          .returning(),
      row,
    );
    if (inserted) return inserted;
  }
  throw new Error('could not allocate a unique transaction id');
}
