import type { AppDeps } from '../../app-deps.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { runWrites } from '../../db/run-writes.ts';
import { decisionMail } from './decision-mail.ts';
import { transactionDecisionNotice } from './transaction-decision-notice.ts';
import { decisionAudit } from './audit-decision.ts';
import { settleTransfers } from './settle-transfers.ts';
import { settlePending } from './settle-pending.ts';
import { toTransactionDto } from './to-transaction-dto.ts';

export interface RejectTransactionOptions {
  deps: AppDeps;
  /** The acting viewer: an active admin (decision 038). */
  viewer: Actor;
  id: string;
  /** Why, shown to the owner and mailed (optional). */
  reason?: string;
}

/**
 * Admin rejection: pending → failed; the row's pending transfers are voided (a withdrawal's hold
 * is released, a deposit never reaches the balance), the owner notified (decision 029) and mailed,
 * with the admin's reason when given. The notice, the mail and the audit entry are one statement
 * (decision 065).
 */
export async function rejectTransaction({ deps, viewer, id, reason }: RejectTransactionOptions) {
  await authorize(viewer, 'transaction.reject');
  const actorId = viewer.userId;
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { row, owner } = await settlePending({ tx, id, status: 'failed', actorId, at, reason });
    // Whose money it is is known once the row is: a refusal here rolls the decision back.
    const { selfDecision } = await authorize(viewer, 'transaction.reject', {
      ownerId: row.userId,
      db: tx,
    });
    await settleTransfers({ tx, row, outcome: 'void', actorId, at });
    await runWrites(tx, [
      transactionDecisionNotice({ db: tx, row, at }),
      decisionMail({ tx, row, outcome: 'rejected', reason: row.decisionReason, at, to: owner }),
      decisionAudit({ tx, actorId, row, at, selfDecision }),
    ]);
    return toTransactionDto(row);
  });
}
