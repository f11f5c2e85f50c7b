import type { TTransactionActor, TTransactionEvent } from '@copyvest/shared';
import type { TransactionWithPeople } from './select-transaction-rows.ts';

/** Who looks: the owner (admins stay anonymous to them) or an admin (who sees every name). */
export type TransactionViewer = 'owner' | 'admin';

/** How a transaction was decided, if it was: approved, rejected by an admin, or cancelled by its owner (026). */
export function decisionOf(
  row: TransactionWithPeople['row'],
): 'approved' | 'rejected' | 'cancelled' | null {
  if (row.decidedAt === null) return null;
  if (row.status === 'success') return 'approved';
  return row.decidedBy === row.userId ? 'cancelled' : 'rejected';
}

/** Who decided, as this viewer may know it. */
export function deciderOf(
  { row, ownerName, ownerEmail, deciderName, deciderEmail }: TransactionWithPeople,
  viewer: TransactionViewer,
): TTransactionActor {
  const byOwner = row.decidedBy !== null && row.decidedBy === row.userId;
  if (viewer === 'owner') return { kind: byOwner ? 'self' : 'admin' };
  if (byOwner) return { kind: 'owner', name: ownerName, email: ownerEmail };
  if (deciderName !== null && deciderEmail !== null) {
    return { kind: 'admin', name: deciderName, email: deciderEmail };
  }
  return { kind: 'unknown' };
}

/**
 * The status history from the stored facts (created_at, decided_at, decided_by): created as
 * pending, then approved, rejected or cancelled at decided_at; or recorded with its final status
 * when it was born decided (a profit claim, a bonus, an adjustment).
 */
export function transactionHistory(
  entry: TransactionWithPeople,
  viewer: TransactionViewer,
): TTransactionEvent[] {
  const { row } = entry;
  const decision = decisionOf(row);
  const createdAt = row.createdAt.toISOString();
  if (decision === null || row.decidedAt === null) {
    return [
      row.status === 'pending'
        ? { event: 'created', status: 'pending', at: createdAt, by: null }
        : { event: 'recorded', status: row.status, at: createdAt, by: null },
    ];
  }
  return [
    { event: 'created', status: 'pending', at: createdAt, by: null },
    {
      event: decision,
      status: row.status,
      at: row.decidedAt.toISOString(),
      by: deciderOf(entry, viewer),
    },
  ];
}
