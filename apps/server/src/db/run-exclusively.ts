import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from './client.ts';
import { apartFromTransaction } from './transaction-scope.ts';

export interface RunExclusivelyOptions<T> {
  db: Db;
  /** The advisory lock's key: one per job. */
  lock: number;
  /** `skip`: another process is running it, so this tick does nothing. `wait`: run after it. */
  ifBusy: 'skip' | 'wait';
  /** The job; it uses its own connections and transactions, not the lock's. */
  run: () => Promise<T>;
}

export type ExclusiveOutcome<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs a background job in one process at a time across every server on the database (decision
 * 051): a transaction-level advisory lock held, on a connection of its own, for as long as the
 * job runs. A process that dies mid-run loses its connection and with it the lock; its work is
 * left to the next tick (each job's steps are transactions of their own, safe to run again).
 */
export async function runExclusively<T>({
  db,
  lock,
  ifBusy,
  run,
}: RunExclusivelyOptions<T>): Promise<ExclusiveOutcome<T>> {
  let outcome: ExclusiveOutcome<T> = { ran: false };
  let failure: { error: unknown } | undefined;
  await db.transaction(async (tx) => {
    if (ifBusy === 'wait') {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${lock})`);
    } else {
      const [row] = rowsOf<{ locked: boolean }>(
        await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${lock}) AS locked`),
      );
      if (!row?.locked) return;
    }
    // The job's own failure must not roll back into a retry of the whole job (the transaction's
    // retry on a deadlock): it is handed back after the lock is released.
    try {
      outcome = { ran: true, value: await apartFromTransaction(run) };
    } catch (error) {
      failure = { error };
    }
  });
  if (failure) throw failure.error;
  return outcome;
}
