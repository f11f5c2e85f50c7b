import type { Tx } from '../../db/client.ts';
import { auditWrite } from '../audit/index.ts';
import type { TransactionRow } from './insert-transaction.ts';

export interface AuditDecisionOptions {
  tx: Tx;
  actorId: string;
  row: TransactionRow;
  at: Date;
  /** The only active admin decided on their own money (decision 038): flagged in `after`. */
  selfDecision?: boolean;
}

/** The audit entry of an admin's decision on a pending transaction, built for its `runWrites`. */
export function decisionAudit({ tx, actorId, row, at, selfDecision }: AuditDecisionOptions) {
  return auditWrite({
    tx,
    actorId,
    action: row.status === 'success' ? 'transaction.approve' : 'transaction.reject',
    targetType: 'transaction',
    targetId: row.id,
    before: { status: 'pending' },
    after: {
      status: row.status,
      amount: row.amount,
      type: row.type,
      userId: row.userId,
      ...(row.type === 'withdraw' && row.txHash !== null ? { txHash: row.txHash } : {}),
      ...(selfDecision ? { selfDecision: true } : {}),
    },
    at,
  });
}
