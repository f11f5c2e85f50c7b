import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { accounts } from '../../db/schema.ts';
import { writeAudit } from '../audit/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { findUser } from './find-user.ts';

export interface ReopenAccountOptions {
  deps: AppDeps;
  /** The acting viewer: an active admin (decision 038). */
  viewer: Actor;
  userId: string;
}

/**
 * `POST /v1/users/{id}/reopen`: an account its owner closed (`PATCH /account/status`) opens
 * again, audited: the owner can sign in and recover their password again (their sessions ended
 * when it closed). A deleted user is not found; an open account stays as it is and writes no
 * audit entry. A referral bonus voided by the closing stays voided.
 */
export async function reopenAccount({ deps, viewer, userId }: ReopenAccountOptions) {
  await authorize(viewer, 'user.reopen', { ownerId: userId });
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const user = await findUser({ db: tx, id: userId });
    const [reopened] = await tx
      .update(accounts)
      .set({ disabledAt: null, updatedAt: at })
      .where(and(eq(accounts.id, userId), isNotNull(accounts.disabledAt)))
      .returning({ id: accounts.id });
    if (reopened) {
      await writeAudit({
        tx,
        actorId: viewer.userId,
        action: 'user.reopen',
        targetType: 'user',
        targetId: userId,
        before: { closed: true },
        after: { closed: false },
        at,
      });
    }
    return user;
  });
}
