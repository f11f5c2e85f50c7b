import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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

const column = { balance: users.balance, profit: users.profit, bonus: users.bonus } as const;

export interface ApplyLedgerEntryOptions extends LedgerChange {
  tx: DbOrTx;
}

/**
 * Changes one figure of a user and writes its ledger entry, in the caller's transaction.
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
    const inserted = await tx
      .insert(ledgerEntries)
      .values(entryValues(change))
      .onConflictDoNothing({ target: ledgerEntries.uniqueKey })
      .returning({ id: ledgerEntries.id });
    if (inserted.length === 0) return false;
    const updated = await updateFigure(tx, change);
    // A keyed entry is only used for credits (accrual); a failed update means the user is gone.
    if (!updated) throw new Error(`ledger: keyed change for ${change.userId} did not apply`);
    return true;
  }
  if (!(await updateFigure(tx, change))) return false;
  await tx.insert(ledgerEntries).values(entryValues(change));
  return true;
}

async function updateFigure(tx: DbOrTx, change: LedgerChange): Promise<boolean> {
  const target = column[change.figure];
  const floor = change.figure === 'balance' ? users.held : sql`0`;
  const { max, min } = change.limit ?? {};
  const rows = await tx
    .update(users)
    .set({ [change.figure]: sql`${target} + ${change.amount}`, updatedAt: change.at })
    .where(
      and(
        eq(users.id, change.userId),
        sql`${target} + ${change.amount} >= ${floor}`,
        max === undefined ? undefined : sql`${target} + ${change.amount} <= ${max}`,
        min === undefined ? undefined : sql`${target} + ${change.amount} >= ${min}`,
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

function entryValues(change: LedgerChange) {
  return {
    userId: change.userId,
    figure: change.figure,
    amount: change.amount,
    reason: change.reason,
    reference: change.reference ?? null,
    uniqueKey: change.uniqueKey ?? null,
    actorId: change.actorId ?? null,
    createdAt: change.at,
  };
}
