import type { DbOrTx } from '../../db/client.ts';
import { transactions } from '../../db/schema.ts';
import { newId, newTransactionId } from '../../lib/ids.ts';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransaction = Omit<typeof transactions.$inferInsert, 'id' | 'transactionId'>;

/** Inserts a transaction with a fresh unique `TNX-` id (retrying on the rare collision). */
export async function insertTransaction(
  tx: DbOrTx,
  values: NewTransaction,
): Promise<TransactionRow> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const [row] = await tx
      .insert(transactions)
      .values({ ...values, id: newId(), transactionId: newTransactionId() })
      .onConflictDoNothing({ target: transactions.transactionId })
      .returning();
    if (row) return row;
  }
  throw new Error('could not allocate a unique transaction id');
}
