import type { TNotificationKind } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { TransactionRow } from './insert-transaction.ts';
import { insertNotification } from '../notifications/index.ts';

const KIND: Record<string, Partial<Record<TransactionRow['status'], TNotificationKind>>> = {
  deposit: { success: 'deposit_approved', failed: 'deposit_rejected' },
  withdrawal: { success: 'withdrawal_approved', failed: 'withdrawal_rejected' },
};

export interface NotifyTransactionDecisionOptions {
  db: DbOrTx;
  /** The transaction as the admin's decision left it. */
  row: TransactionRow;
  at: Date;
}

/** Tells the owner that an admin approved or rejected their deposit or withdrawal. */
export async function notifyTransactionDecision({ db, row, at }: NotifyTransactionDecisionOptions) {
  const kind = KIND[row.kind]?.[row.status];
  if (!kind) return;
  await insertNotification({
    db,
    userId: row.userId,
    kind,
    transactionId: row.id,
    amount: row.amount,
    at,
  });
}
