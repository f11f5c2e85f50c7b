import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { insertNotification } from '../notifications/insert-notification.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { settleReferralBonus } from '../referrals/settle-referral-bonus.ts';
import { findUser } from './find-user.ts';

export type UserFlagChange = 'activate' | 'deactivate' | 'make_admin';

const CHANGE = {
  activate: { isActive: true },
  deactivate: { isActive: false },
  make_admin: { isAdmin: true },
} as const;

export interface SetUserFlagOptions {
  deps: AppDeps;
  /** The acting viewer: an active admin (decision 038). */
  viewer: Actor;
  userId: string;
  change: UserFlagChange;
}

/**
 * Activates, deactivates or promotes a user (audited), as the policy allows (decision 038: an
 * active admin, never deactivating themselves); there is no demotion. An activation tells the user (a notification, decision 029).
 */
export async function setUserFlag({ deps, viewer, userId, change }: SetUserFlagOptions) {
  await authorize(viewer, `user.${change}`, { ownerId: userId });
  const actorId = viewer.userId;
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await findUser({ db: tx, id: userId });
    if (change === 'activate') {
      // Only the change from inactive to active is announced (decision 029): conditional, so of
      // concurrent activations exactly one notifies, and activating an active user notifies none.
      const [activated] = await tx
        .update(users)
        .set({ isActive: true, updatedAt: at })
        .where(and(eq(users.id, userId), eq(users.isActive, false)))
        .returning({ id: users.id });
      if (activated) {
        await insertNotification({ db: tx, userId, kind: 'account_activated', at });
        // The referral bonus this account promised its referrer is paid now (decision 037).
        await settleReferralBonus({ tx, referredUserId: userId, outcome: 'post', actorId, at });
      }
    }
    const [after] = await tx
      .update(users)
      .set({ ...CHANGE[change], updatedAt: at })
      .where(eq(users.id, userId))
      .returning();
    await writeAudit({
      tx,
      actorId,
      action: `user.${change}`,
      targetType: 'user',
      targetId: userId,
      before: { isActive: before.isActive, isAdmin: before.isAdmin },
      after: { isActive: after!.isActive, isAdmin: after!.isAdmin },
      at,
    });
    return after!;
  });
}
