import { sql, type SQL } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { ledgerEntries, users } from '../../db/schema.ts';
import { assertCents } from '@copyvest/shared';

export type Figure = 'balance' | 'profit' | 'bonus';

export interface LedgerChange {
  userId: string;
  figure: Figure;
  /** Signed cents. */
  amount: number;
  reason: string;
  reference?: string;
  /** When set, the change happens at most once for this key. */
  uniqueKey?: string;
  actorId?: string;
  at: Date;
  /** Optional bounds (cents) the figure must stay within after the change, besides zero / held. */
  limit?: { max?: number; min?: number };
}

export interface ApplyLedgerEntryOptions extends LedgerChange {
  tx: DbOrTx;
}

/**
 * Changes one figure of a user and writes its ledger entry, in the caller's transaction, in one
 * statement (the conditional UPDATE and the INSERT of its entry joined by a CTE).
 * A debit is conditional (never below zero; a balance never below what pending withdrawals hold).
 * Returns false when the debit did not fit or the unique key was already applied: nothing changed.
 */
export async function applyLedgerEntry({
  tx,
  ...change
}: ApplyLedgerEntryOptions): Promise<boolean> {
  assertCents(change.amount);
  if (change.amount === 0) return true;
  if (change.uniqueKey !== undefined) {
    // The entry first: its unique key decides whether the change happens at all.
    const [counts] = rowsOf<{ entered: number; changed: number }>(
      await tx.execute(sql`
        WITH entry AS (
          INSERT INTO ${ledgerEntries} ${entryColumns}
          VALUES (${change.userId}, ${entryValues(change)})
          ON CONFLICT (unique_key) DO NOTHING
          RETURNING user_id),
        changed AS (${updateFigure(change, sql`(SELECT user_id FROM entry)`)})
        SELECT (SELECT count(*) FROM entry)::int AS entered,
          (SELECT count(*) FROM changed)::int AS changed`),
    );
    if (counts!.entered === 0) return false;
    // A keyed entry is only used for credits (accrual); a failed update means the user is gone.
    if (counts!.changed === 0) {
      throw new Error(`ledger: keyed change for ${change.userId} did not apply`);
    }
    return true;
  }
  const entered = rowsOf(
    await tx.execute(sql`
      WITH changed AS (${updateFigure(change, sql`${change.userId}`)})
      INSERT INTO ${ledgerEntries} ${entryColumns}
      SELECT changed.id, ${entryValues(change)} FROM changed
      RETURNING id`),
  );
  return entered.length === 1;
}

/** The conditional UPDATE of the figure, returning the user's id when it applied. */
function updateFigure(change: LedgerChange, userId: SQL): SQL {
  const target = sql.identifier(change.figure);
  const after = sql`${target} + ${change.amount}::bigint`;
  const floor = change.figure === 'balance' ? sql`held` : sql`0`;
  const { max, min } = change.limit ?? {};
  return sql`UPDATE ${users} SET ${target} = ${after}, updated_at = ${change.at.toISOString()}::timestamptz
    WHERE id = ${userId} AND ${after} >= ${floor}
    ${max === undefined ? sql`` : sql`AND ${after} <= ${max}::bigint`}
    ${min === undefined ? sql`` : sql`AND ${after} >= ${min}::bigint`}
    RETURNING id`;
}

const entryColumns = sql.raw(
  '(user_id, figure, amount, reason, reference, unique_key, actor_id, created_at)',
);

/** The entry's values after its user id, in the order of `entryColumns`. */
function entryValues(change: LedgerChange): SQL {
  return sql`${change.figure}, ${change.amount}::bigint, ${change.reason},
    ${change.reference ?? null}::text, ${change.uniqueKey ?? null}::text,
    ${change.actorId ?? null}::text, ${change.at.toISOString()}::timestamptz`;
}
