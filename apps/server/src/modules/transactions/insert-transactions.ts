import type { DbOrTx } from '../../db/client.ts';
import { transactions } from '../../db/schema.ts';
import { newId, newTransactionId } from '../../lib/ids.ts';
import type { NewTransaction, TransactionRow } from './insert-transaction.ts';

const BATCH = 1_000;

export interface InsertTransactionsOptions {
  tx: DbOrTx;
  values: NewTransaction[];
  drawTransactionId?: () => string;
}

/**
 * Inserts many transactions, each with a fresh unique `TNX-` id, in batches of a thousand rows:
 * ids are drawn distinct within a batch, and a row whose id another row already holds (the unique
 * index refuses it) is drawn again, as `insertTransaction` does for one. For set-based operations
 * (closing every copy of a trader) that must not insert row by row.
 */
export async function insertTransactions({
  tx,
  values,
  drawTransactionId = newTransactionId,
}: InsertTransactionsOptions): Promise<TransactionRow[]> {
  const inserted: TransactionRow[] = [];
  for (let start = 0; start < values.length; start += BATCH) {
    let waiting = values.slice(start, start + BATCH).map((value) => ({ ...value, id: newId() }));
    for (let attempt = 0; waiting.length > 0; attempt++) {
      if (attempt === 20) throw new Error('could not allocate unique transaction ids');
      // A row whose drawn id another row of the batch drew waits for the next round.
      const drawn = new Map<string, (typeof waiting)[number]>();
      for (const value of waiting) {
        const transactionId = drawTransactionId();
        if (!drawn.has(transactionId)) drawn.set(transactionId, value);
      }
      const rows = [...drawn].map(([transactionId, value]) => ({ ...value, transactionId }));
      const done = await tx
        .insert(transactions)
        .values(rows)
        .onConflictDoNothing({ target: transactions.transactionId })
        .returning();
      inserted.push(...done);
      const ids = new Set(done.map((row) => row.id));
      waiting = waiting.filter((value) => !ids.has(value.id));
    }
  }
  return inserted;
}
