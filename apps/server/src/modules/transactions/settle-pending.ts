import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { transactions, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import type { TransactionRow } from './insert-transaction.ts';

/**
 * Moves a transaction out of pending, conditionally on it still being pending, so that exactly
 * one of any number of concurrent decisions takes effect; a late one gets a 409.
 */
export async function settlePending(
  tx: Tx,
  options: { id: string; status: 'success' | 'failed'; actorId: string; at: Date },
) {
  const [row] = await tx
    .update(transactions)
    .set({ status: options.status, decidedAt: options.at, decidedBy: options.actorId })
    .where(and(eq(transactions.id, options.id), eq(transactions.status, 'pending')))
    .returning();
  if (row) return row;
  const [existing] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.id, options.id))
    .limit(1);
  if (!existing) throw appError('transaction_not_found');
  throw appError('transaction_already_decided');
}

/** Releases what a pending withdrawal held. */
export async function releaseHold(tx: Tx, userId: string, amount: number, at: Date) {
  const released = await tx
    .update(users)
    .set({ held: sql`${users.held} - ${amount}`, updatedAt: at })
    .where(and(eq(users.id, userId), sql`${users.held} >= ${amount}`))
    .returning({ id: users.id });
  if (released.length !== 1) throw new Error(`hold of ${userId} is smaller than ${amount}`);
}

/** The audit entry of an admin's decision on a pending transaction. */
export function auditDecision(tx: Tx, actorId: string, row: TransactionRow, at: Date) {
  return writeAudit(tx, {
    actorId,
    action: row.status === 'success' ? 'transaction.approve' : 'transaction.reject',
    targetType: 'transaction',
    targetId: row.id,
    before: { status: 'pending' },
    after: { status: row.status, amount: row.amount, type: row.type, userId: row.userId },
    at,
  });
}
