import { plainDecimal, type TTransaction, type TTransactionKind } from '@copyvest/shared';
import type { TransactionRow } from './insert-transaction.ts';

export function toTransactionDto(row: TransactionRow): TTransaction {
  return {
    $id: row.id,
    $createdAt: row.createdAt.toISOString(),
    // A transaction changes once: when an admin decides it.
    $updatedAt: (row.decidedAt ?? row.createdAt).toISOString(),
    transactionId: row.transactionId,
    userId: row.userId,
    amount: row.amount,
    fee: row.fee,
    type: row.type,
    status: row.status,
    kind: row.kind as TTransactionKind,
    description: row.description,
    descriptionCode: row.descriptionCode,
    descriptionParams: row.descriptionParams,
    crypto: row.crypto,
    paymentMethodId: row.paymentMethodId,
    walletAddress: row.walletAddress,
    ...(row.txHash === null ? {} : { txHash: row.txHash }),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    ...(row.decisionReason === null ? {} : { decisionReason: row.decisionReason }),
    ...(row.cryptoAmount === null ? {} : { cryptoAmount: row.cryptoAmount }),
    ...(row.quoteRate === null ? {} : { quoteRate: plainDecimal(row.quoteRate) }),
    // Cancelled, not rejected: the owner decided it (decision 026), as the history's "by you".
    cancelledByOwner:
      row.status === 'failed' && row.decidedBy !== null && row.decidedBy === row.userId,
  };
}
