import { and, eq } from 'drizzle-orm';
import type { TTransactionDetail } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { transactions } from '../../db/schema.ts';
import type { Config } from '../../config.ts';
import { appError } from '../../lib/errors.ts';
import { withPayoutLink } from './payout-hash.ts';
import { selectTransactionRows } from './select-transaction-rows.ts';
import { toTransactionDto } from './to-transaction-dto.ts';
import { transactionHistory } from './transaction-history.ts';

export interface GetTransactionDetailOptions {
  db: DbOrTx;
  /** For a payout's explorer link (decision 042); without it the hash is shown without a link. */
  config?: Config;
  /** The record id (`$id`). */
  id: string;
  /** The signed-in owner (only their own is found), or absent for an admin (any, with names). */
  ownerId?: string;
}

/**
 * One transaction with its status history. Someone else's is "not found", exactly as a
 * transaction that does not exist, so an id reveals nothing.
 */
export async function getTransactionDetail({
  db,
  config,
  id,
  ownerId,
}: GetTransactionDetailOptions): Promise<TTransactionDetail> {
  const [entry] = await selectTransactionRows({
    db,
    where: and(
      eq(transactions.id, id),
      ownerId === undefined ? undefined : eq(transactions.userId, ownerId),
    ),
    limit: 1,
  });
  if (!entry) throw appError('transaction_not_found');
  const dto = toTransactionDto(entry.row);
  return {
    ...(config ? await withPayoutLink(db, config, entry.row, dto) : dto),
    ...(ownerId === undefined ? { owner: { name: entry.ownerName, email: entry.ownerEmail } } : {}),
    history: transactionHistory(entry, ownerId === undefined ? 'admin' : 'owner'),
  };
}
