import type { Tx } from '../../db/client.ts';
import type { TransactionRow } from './insert-transaction.ts';
import { resolvePending } from '../ledger/index.ts';
import type { TransferredUser } from '../ledger/index.ts';

export interface SettleTransfersOptions {
  tx: Tx;
  /** A deposit or withdrawal just moved out of pending. */
  row: Pick<TransactionRow, 'transactionId' | 'userId'>;
  outcome: 'post' | 'void';
  actorId: string;
  at: Date;
}

/**
 * Posts (approval) or voids (rejection, cancellation) the pending transfers a deposit or withdrawal
 * made when it was requested (decision 037). Returns the owner when their figures changed (a
 * voided deposit changes none). A pending row always has its
 * pending transfers (the request writes both in one transaction; migration 0015 made them for
 * older rows), so finding none is a broken invariant, not a user's mistake.
 */
export async function settleTransfers(
  options: SettleTransfersOptions,
): Promise<TransferredUser | undefined> {
  const { row } = options;
  const settled = await resolvePending({
    tx: options.tx,
    of: { reference: row.transactionId },
    outcome: options.outcome,
    actorId: options.actorId,
    at: options.at,
  });
  const owner = settled.users.find((user) => user.id === row.userId);
  if (settled.resolved === 0) {
    throw new Error(`ledger: ${row.transactionId} has no pending transfer to ${options.outcome}`);
  }
  return owner;
}
