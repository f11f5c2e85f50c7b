import type { DbOrTx } from '../../db/client.ts';
import { transactions } from '../../db/schema.ts';
import { newId, newTransactionId } from '../../lib/ids.ts';
import { executeAsNamed } from '../../db/execute-named.ts';

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
  for (let attempt = 0; attempt < 20; attempt++) {
    const [row] = await executeAsNamed(
      tx
        .insert(transactions)
        .values({ ...values, id, transactionId: drawTransactionId() })
        .onConflictDoNothing({ target: transactions.transactionId })
        .returning(),
    );
    if (row) return row;
  }
  throw new Error('could not allocate a unique transaction id');
}
