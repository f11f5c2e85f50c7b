import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { transactions } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { runWrites } from '../../db/run-writes.ts';
import { auditWrite } from '../audit/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { decisionMail, settleTransfers } from '../transactions/index.ts';

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
    // The released hold returns the owner, for the mail: no second read of the user.
    const owner = await settleTransfers({ tx, row, outcome: 'void', actorId: userId, at });
    if (!owner) throw new Error(`ledger: withdrawal ${row.transactionId} released no hold`);
    // The mail and the audit entry in one statement (decision 065).
    await runWrites(tx, [
      decisionMail({ tx, row, outcome: 'cancelled', at, to: owner }),
      auditWrite({
        tx,
        actorId: userId,
        action: 'transaction.cancel',
        targetType: 'transaction',
        targetId: row.id,
        before: { status: 'pending' },
        after: { status: row.status, amount: row.amount, type: row.type, userId: row.userId },
        at,
      }),
    ]);
    return row;
  });
}
