import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { accounts, sessions, users } from '../../db/schema.ts';
import { writeAudit } from '../audit/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { settleReferralBonus } from '../referrals/index.ts';
import { findUser } from './find-user.ts';

export interface DeleteUserOptions {
  deps: AppDeps;
  /** The acting viewer: an active admin (decision 038). */
  viewer: Actor;
  userId: string;
}

/**
 * Deletes a user: their sessions end and they can no longer log in, but every financial record
 * (ledger, transactions, audit) is kept. The policy is asked first (decision 038): an active
 * admin, never deleting themselves.
 */
export async function deleteUser({ deps, viewer, userId }: DeleteUserOptions) {
  await authorize(viewer, 'user.delete', { ownerId: userId });
  const actorId = viewer.userId;
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
