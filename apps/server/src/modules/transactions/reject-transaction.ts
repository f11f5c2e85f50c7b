import type { AppDeps } from '../../app-deps.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { notifyTransactionDecision } from '../notifications/notify-transaction-decision.ts';
import { auditDecision } from './audit-decision.ts';
import { settleTransfers } from './settle-transfers.ts';
import { settlePending } from './settle-pending.ts';
import { toTransactionDto } from './to-transaction-dto.ts';

export interface RejectTransactionOptions {
  deps: AppDeps;
  /** The acting viewer: an active admin (decision 038). */
  viewer: Actor;
  id: string;
}

/**
 * Admin rejection: pending → failed; the row's pending transfers are voided (a withdrawal's hold
 * is released, a deposit never reaches the balance) and the owner notified (decision 029).
 */
export async function rejectTransaction({ deps, viewer, id }: RejectTransactionOptions) {
  await authorize(viewer, 'transaction.reject');
  const actorId = viewer.userId;
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await settlePending({ tx, id, status: 'failed', actorId, at });
    // Whose money it is is known once the row is: a refusal here rolls the decision back.
    const { selfDecision } = await authorize(viewer, 'transaction.reject', {
      ownerId: row.userId,
      db: tx,
    });
    await settleTransfers({ tx, row, outcome: 'void', actorId, at });
    await notifyTransactionDecision({ db: tx, row, at });
    await auditDecision({ tx, actorId, row, at, selfDecision });
    return toTransactionDto(row);
  });
}
