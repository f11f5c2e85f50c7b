import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { transactions, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import type { TransactionRow } from './insert-transaction.ts';

export interface SettlePendingOptions {
  tx: Tx;
  id: string;
  status: 'success' | 'failed';
  actorId: string;
  at: Date;
}

/**
 * Moves a transaction out of pending, conditionally on it still being pending, so that exactly
 * one of any number of concurrent decisions takes effect; a late one gets a 409.
 */
export async function settlePending({ tx, ...options }: SettlePendingOptions) {
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

export interface ReleaseHoldOptions {
  tx: Tx;
  userId: string;
  amount: number;
  at: Date;
}

/** Releases what a pending withdrawal held. */
export async function releaseHold({ tx, userId, amount, at }: ReleaseHoldOptions) {
  const released = await tx
    .update(users)
    .set({ held: sql`${users.held} - ${amount}`, updatedAt: at })
    .where(and(eq(users.id, userId), sql`${users.held} >= ${amount}`))
    .returning({ id: users.id });
  if (released.length !== 1) throw new Error(`hold of ${userId} is smaller than ${amount}`);
}

export interface AuditDecisionOptions {
  tx: Tx;
  actorId: string;
  row: TransactionRow;
  at: Date;
}

/** The audit entry of an admin's decision on a pending transaction. */
export function auditDecision({ tx, actorId, row, at }: AuditDecisionOptions) {
  return writeAudit({
    tx,
    actorId,
    action: row.status === 'success' ? 'transaction.approve' : 'transaction.reject',
    targetType: 'transaction',
    targetId: row.id,
    before: { status: 'pending' },
    after: { status: row.status, amount: row.amount, type: row.type, userId: row.userId },
    at,
  });
}
