import pg from 'pg';
import { LIST_COUNT_LIMIT, TRANSACTION_ID_ALPHABET, TRANSACTION_ID_PREFIX } from '@copyvest/shared';

export interface SeedTransactionsOptions {
  /** The server's own database (a direct connection). */
  databaseUrl: string;
  userId: string;
  methodId: string;
  /** The admin recorded as having approved them. */
  adminId: string;
  count: number;
}

/**
 * `count` approved deposits for one user in one SQL statement each for the transactions and the
 * books, as `approveTransaction` leaves them: a `success` credit, a posted transfer of its amount
 * from "deposits received" to the balance with its transaction id as reference, and the balance
 * raised by their sum, so the reconciliation finds nothing. The one bypass: the seeding transaction runs with
 * `session_replication_role = replica`, which skips row triggers, so the realtime hub is not sent
 * a change notice for each of the rows (the ledger's append-only trigger guards only updates and
 * deletes); the mark of a user at the lists' count limit, which an insert trigger keeps, is set
 * here instead. Their transaction ids (`TNX-` and 6 characters) count up in the id alphabet from a
 * random start; the server draws its own at random and retries on a clash.
 */
export async function seedTransactions({
  databaseUrl,
  userId,
  methodId,
  adminId,
  count,
}: SeedTransactionsOptions): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL session_replication_role = replica');
    const base = TRANSACTION_ID_ALPHABET.length;
    const start = Math.floor(Math.random() * (base ** 6 - count));
    // Digit k of (start + n) in the id alphabet, most significant first.
    const digits = Array.from(
      { length: 6 },
      (_, k) => `substr($5, ((($4::bigint + n) / ${base ** (5 - k)}) % ${base})::int + 1, 1)`,
    ).join(' || ');
    await client.query(
      `INSERT INTO transactions (id, user_id, transaction_id, amount, type, status, kind, description,
         crypto, payment_method_id, created_at, decided_at, decided_by)
       SELECT 'seed' || lpad(n::text, 9, '0'), $1, $6 || ${digits}, 100 + n % 900, 'credit',
         'success', 'deposit', 'Deposit via ' || m.name, m.name, m.id,
         now() - make_interval(secs => n), now() - make_interval(secs => n), $3
       FROM generate_series(1, $2::int) AS n, payment_methods m WHERE m.id = $7`,
      [userId, count, adminId, start, TRANSACTION_ID_ALPHABET, TRANSACTION_ID_PREFIX, methodId],
    );
    await client.query(
      `INSERT INTO ledger_transfers (ledger, debit_account, credit_account, amount, phase, reason,
         reference, actor_id, created_at)
       SELECT 'usd', 'platform:deposits_received', 'user:' || user_id || ':balance', amount,
         'posted', kind, transaction_id, decided_by, decided_at
       FROM transactions WHERE user_id = $1 AND id LIKE 'seed%'`,
      [userId],
    );
    const raised = await client.query(
      `UPDATE users SET balance = balance + (
         SELECT sum(amount) FROM transactions WHERE user_id = $1 AND id LIKE 'seed%')
       WHERE id = $1`,
      [userId],
    );
    if (raised.rowCount !== 1) throw new Error(`no user ${userId} to seed`);
    // The mark of a user at the lists' count limit, which the skipped trigger would have set
    // (migration 0035).
    await client.query(
      `INSERT INTO transactions_at_count_limit (user_id)
       SELECT $1 WHERE (SELECT count(*) FROM (
         SELECT 1 FROM transactions WHERE user_id = $1 LIMIT $2) AS counted) >= $2
       ON CONFLICT (user_id) DO NOTHING`,
      [userId, LIST_COUNT_LIMIT],
    );
    await client.query('COMMIT');
    // What autovacuum does after a bulk insert: statistics, and the visibility map that lets a
    // count of the user's records read the index alone.
    await client.query('VACUUM (ANALYZE) transactions, ledger_transfers');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
