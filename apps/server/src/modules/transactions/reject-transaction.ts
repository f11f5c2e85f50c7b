import type { AppDeps } from '../../app-deps.ts';
import { notifyTransactionDecision } from '../notifications/notify-transaction-decision.ts';
import { auditDecision } from './audit-decision.ts';
import { releaseHold } from './release-hold.ts';
import { settlePending } from './settle-pending.ts';
import { toTransactionDto } from './to-transaction-dto.ts';

export interface RejectTransactionOptions {
  deps: AppDeps;
  actorId: string;
  id: string;
}

/**
 * Admin rejection: pending → failed; a withdrawal's hold is released and the owner notified
 * (decision 029); nothing else changes.
 */
export async function rejectTransaction({ deps, actorId, id }: RejectTransactionOptions) {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await settlePending({ tx, id, status: 'failed', actorId, at });
    if (row.type === 'withdraw')
      await releaseHold({ tx, userId: row.userId, amount: row.amount, at });
    await notifyTransactionDecision({ db: tx, row, at });
    await auditDecision({ tx, actorId, row, at });
    return toTransactionDto(row);
  });
}
