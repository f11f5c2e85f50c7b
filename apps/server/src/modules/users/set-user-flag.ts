import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { writeAudit } from '../audit/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { insertNotification } from '../notifications/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { settleReferralBonus } from '../referrals/index.ts';
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
  /** Why a deactivation suspends the account: shown to its owner and mailed (may be empty). */
  reason?: string;
}

/**
 * Activates, deactivates or promotes a user (audited), as the policy allows (decision 038: an
 * active admin, never deactivating themselves); there is no demotion. An activation tells the user (a notification, decision 029).
 */
export async function setUserFlag({ deps, viewer, userId, change, reason }: SetUserFlagOptions) {
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
        .set({
          isActive: true,
          activatedAt: sql`COALESCE(${users.activatedAt}, ${at.toISOString()}::timestamptz)`,
          suspendedReason: null,
          updatedAt: at,
        })
        .where(and(eq(users.id, userId), eq(users.isActive, false)))
        .returning({ id: users.id, name: users.name, email: users.email });
      if (activated) {
        await insertNotification({ db: tx, userId, kind: 'account_activated', at });
        await enqueueMail({
          tx,
          to: activated,
          template: 'account-status',
          data: { name: activated.name, status: 'activated', reason: '' },
          at,
        });
        // The referral bonus this account promised its referrer is paid now (decision 037).
        await settleReferralBonus({ tx, referredUserId: userId, outcome: 'post', actorId, at });
      }
    }
    if (change === 'deactivate') {
      // Deactivating an account that was active suspends it: the owner is told why.
      const [suspended] = await tx
        .update(users)
        .set({ isActive: false, suspendedReason: reason?.trim() || null, updatedAt: at })
        .where(and(eq(users.id, userId), eq(users.isActive, true)))
        .returning({ name: users.name, email: users.email });
      if (suspended) {
        await enqueueMail({
          tx,
          to: suspended,
          template: 'account-status',
          data: { name: suspended.name, status: 'suspended', reason: reason?.trim() ?? '' },
          at,
        });
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
      after: {
        isActive: after!.isActive,
        isAdmin: after!.isAdmin,
        ...(change === 'deactivate' ? { reason: after!.suspendedReason } : {}),
      },
      at,
    });
    return after!;
  });
}
