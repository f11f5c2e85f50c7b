import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { accounts, sessions, users } from '../../db/schema.ts';
import { messages } from '@copyvest/shared';
import { appError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { settleReferralBonus } from '../referrals/settle-referral-bonus.ts';
import { findUser } from './find-user.ts';

export interface DeleteUserOptions {
  deps: AppDeps;
  actorId: string;
  userId: string;
}

/**
 * Deletes a user: their sessions end and they can no longer log in, but every financial record
 * (ledger, transactions, audit) is kept. An admin cannot delete themselves.
 */
export async function deleteUser({ deps, actorId, userId }: DeleteUserOptions) {
  if (userId === actorId) throw appError('user_self_action', messages.errors.cannotDeleteSelf);
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await findUser({ db: tx, id: userId });
    await tx
      .update(users)
      .set({ deletedAt: at, isActive: false, updatedAt: at })
      .where(eq(users.id, userId));
    await tx.update(accounts).set({ disabledAt: at }).where(eq(accounts.id, userId));
    await tx.delete(sessions).where(eq(sessions.accountId, userId));
    // Deleted before an activation posted it, the referral bonus it promised is voided.
    if (!before.isActive) {
      await settleReferralBonus({ tx, referredUserId: userId, outcome: 'void', actorId, at });
    }
    await writeAudit({
      tx,
      actorId,
      action: 'user.delete',
      targetType: 'user',
      targetId: userId,
      before: {
        name: before.name,
        email: before.email,
        isActive: before.isActive,
        isAdmin: before.isAdmin,
      },
      after: { deleted: true },
      at,
    });
  });
}
