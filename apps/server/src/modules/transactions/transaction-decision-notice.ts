import type { TNotificationKind } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { TransactionRow } from './insert-transaction.ts';
import { notificationWrite } from '../notifications/index.ts';

const KIND: Record<string, Partial<Record<TransactionRow['status'], TNotificationKind>>> = {
  deposit: { success: 'deposit_approved', failed: 'deposit_rejected' },
  withdrawal: { success: 'withdrawal_approved', failed: 'withdrawal_rejected' },
};

export interface TransactionDecisionNoticeOptions {
  db: DbOrTx;
  /** The transaction as the admin's decision left it. */
  row: TransactionRow;
  at: Date;
}

/**
 * The notification that tells the owner an admin approved or rejected their deposit or
 * withdrawal, built for the decision's `runWrites`; null for a kind nobody is told of.
 */
export function transactionDecisionNotice({ db, row, at }: TransactionDecisionNoticeOptions) {
  const kind = KIND[row.kind]?.[row.status];
  if (!kind) return null;
  return notificationWrite({
    db,
    userId: row.userId,
    kind,
    transactionId: row.id,
    amount: row.amount,
    at,
  });
}
