import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { transactions, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';

export interface SettlePendingOptions {
  tx: Tx;
  id: string;
  status: 'success' | 'failed';
  actorId: string;
  at: Date;
  /** An approved withdrawal's payout hash (decision 042), written with the decision. */
  txHash?: string;
  /** Why it was rejected, shown to the owner. */
  reason?: string;
}

/**
 * Moves a transaction out of pending, conditionally on it still being pending, so that exactly
 * one of any number of concurrent decisions takes effect; a late one gets a 409. Returns the row
 * and its owner's name and e-mail (for the decision's mail), read by the same statement.
 */
export async function settlePending({ tx, ...options }: SettlePendingOptions) {
  const [settled] = await tx
    .update(transactions)
    .set({
      status: options.status,
      decidedAt: options.at,
      decidedBy: options.actorId,
      ...(options.txHash === undefined ? {} : { txHash: options.txHash }),
      ...(options.reason ? { decisionReason: options.reason } : {}),
    })
    .from(users)
    .where(
      and(
        eq(transactions.id, options.id),
        eq(transactions.status, 'pending'),
        eq(users.id, transactions.userId),
      ),
    )
    .returning({
      ...getTableColumns(transactions),
      ownerName: users.name,
      ownerEmail: users.email,
    });
  if (settled) {
    const { ownerName, ownerEmail, ...row } = settled;
    return { row, owner: { name: ownerName, email: ownerEmail } };
  }
  const [existing] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.id, options.id))
    .limit(1);
  if (!existing) throw appError('transaction_not_found');
  throw appError('transaction_already_decided');
}
