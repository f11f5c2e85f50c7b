import { and, eq } from 'drizzle-orm';
import {
  explorerTxUrl,
  messages,
  txHashProblem,
  type TNetwork,
  type TTransaction,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { explorerTemplateOf, type Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { paymentMethods, transactions } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import type { TransactionRow } from './insert-transaction.ts';
import { toTransactionDto } from './to-transaction-dto.ts';

/** The network of a transaction's payment method; null when it has none or it was deleted. */
export async function networkOf(db: DbOrTx, row: Pick<TransactionRow, 'paymentMethodId'>) {
  if (row.paymentMethodId === null) return null;
  const [method] = await db
    .select({ network: paymentMethods.network })
    .from(paymentMethods)
    .where(eq(paymentMethods.id, row.paymentMethodId))
    .limit(1);
  return method?.network ?? null;
}

/** A payout hash must have its network's shape (decision 042): a 400 naming the network. */
export function checkPayoutHash(network: TNetwork | null, hash: string) {
  const problem = txHashProblem(network, hash);
  if (problem) throw appError('general_argument_invalid', problem);
}

/** The explorer's page for a hash on `network` as configured (EXPLORER_TX_URL_*), if any. */
export function explorerLink(config: Config, network: TNetwork | null, hash: string | null) {
  if (network === null || hash === null) return undefined;
  return explorerTxUrl(explorerTemplateOf(config, network), hash);
}

/**
 * A withdrawal's payout hash with the link to its explorer, for the DTO: only a withdrawal's hash
 * is a payout (a deposit's is the user's own, shown without a link).
 */
export async function withPayoutLink<T extends TTransaction>(
  db: DbOrTx,
  config: Config,
  row: Pick<TransactionRow, 'type' | 'txHash' | 'paymentMethodId'>,
  dto: T,
): Promise<T> {
  if (row.type !== 'withdraw' || row.txHash === null) return dto;
  const txUrl = explorerLink(config, await networkOf(db, row), row.txHash);
  return txUrl ? { ...dto, txUrl } : dto;
}

export interface SetPayoutHashOptions {
  deps: AppDeps;
  /** An active admin (decision 038), as for the approval. */
  viewer: Actor;
  id: string;
  /** The hash; null removes it. */
  txHash: string | null;
}

/**
 * Records or corrects the payout hash of an approved withdrawal after the approval (audited with
 * the hash before and after). Anything else is a 400: a pending or refused withdrawal paid
 * nothing, a deposit's hash is the user's.
 */
export async function setPayoutHash({ deps, viewer, id, txHash }: SetPayoutHashOptions) {
  await authorize(viewer, 'transaction.approve');
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(transactions)
      .where(eq(transactions.id, id))
      .for('update')
      .limit(1);
    if (!before) throw appError('transaction_not_found');
    await authorize(viewer, 'transaction.approve', { ownerId: before.userId, db: tx });
    if (before.type !== 'withdraw' || before.status !== 'success') {
      throw appError(
        'general_argument_invalid',
        messages.networks.payoutHashOnlyApprovedWithdrawal,
      );
    }
    const network = await networkOf(tx, before);
    if (txHash !== null) checkPayoutHash(network, txHash);
    const [row] = await tx
      .update(transactions)
      .set({ txHash })
      .where(and(eq(transactions.id, id), eq(transactions.type, 'withdraw')))
      .returning();
    await writeAudit({
      tx,
      actorId: viewer.userId,
      action: 'transaction.payout_hash',
      targetType: 'transaction',
      targetId: id,
      before: { txHash: before.txHash },
      after: { txHash },
      at,
    });
    const dto = toTransactionDto(row!);
    const txUrl = explorerLink(deps.config, network, txHash);
    return txUrl ? { ...dto, txUrl } : dto;
  });
}
