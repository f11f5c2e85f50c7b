import type { TTransaction, TTransactionKind } from '@copyvest/shared';
import type { TransactionRow } from './insert-transaction.ts';

export function toTransactionDto(row: TransactionRow): TTransaction {
  return {
    id: row.id,
    transactionId: row.transactionId,
    userId: row.userId,
    amount: row.amount,
    fee: row.fee,
    type: row.type,
    status: row.status,
    kind: row.kind as TTransactionKind,
    description: row.description,
    crypto: row.crypto,
    paymentMethodId: row.paymentMethodId,
    walletAddress: row.walletAddress,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
