import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { transactions } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { enqueueDecisionMail } from '../transactions/index.ts';
import { settleTransfers } from '../transactions/index.ts';

export interface CancelWithdrawalOptions {
  deps: AppDeps;
  /** The acting viewer: only their own withdrawal can be cancelled. */
  viewer: Actor;
  /** The withdrawal's record id (`$id`). */
  transactionId: string;
}

/**
 * The owner cancels their pending withdrawal: pending → failed (decided by the owner), and the
 * pending transfers are voided in the same transaction (the hold is released), exactly as an
 * admin's rejection does (decisions 026, 037). Conditional on the row still being
 * the owner's pending withdrawal, so only one of any number of cancels, approvals and rejections
 * takes effect. Someone else's withdrawal or a deposit is "not found"; a decided one is a 409.
 */
export async function cancelWithdrawal(options: CancelWithdrawalOptions) {
  const { deps, viewer, transactionId } = options;
  await authorize(viewer, 'withdrawal.cancel');
  const userId = viewer.userId;
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const own = and(
      eq(transactions.id, transactionId),
      eq(transactions.userId, userId),
      eq(transactions.type, 'withdraw'),
    );
    const [row] = await tx
      .update(transactions)
      .set({ status: 'failed', decidedAt: at, decidedBy: userId })
      .where(and(own, eq(transactions.status, 'pending')))
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ id: transactions.id })
        .from(transactions)
        .where(own)
        .limit(1);
      throw appError(existing ? 'withdrawal_not_pending' : 'transaction_not_found');
    }
    await settleTransfers({ tx, row, outcome: 'void', actorId: userId, at });
    await enqueueDecisionMail({ tx, row, outcome: 'cancelled', at });
    await writeAudit({
      tx,
      actorId: userId,
      action: 'transaction.cancel',
      targetType: 'transaction',
      targetId: row.id,
      before: { status: 'pending' },
      after: { status: row.status, amount: row.amount, type: row.type, userId: row.userId },
      at,
    });
    return row;
  });
}
