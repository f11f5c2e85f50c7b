import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { accounts, sessions, users } from '../../db/schema.ts';
import { settleReferralBonus } from '../referrals/index.ts';
import { sendSecurityNotice } from './send-security-notice.ts';
import { writeAccountLog, type RequestOrigin } from './write-account-log.ts';

export interface BlockAccountOptions {
  deps: AppDeps;
  accountId: string;
  origin: RequestOrigin;
}

/**
 * The owner closes their account (`PATCH /account/status`, after a recent proof: the route asks
 * `requireRecentProof`): every session ends and sign-in answers `user_blocked`. Money and records
 * stay; the owner is mailed how to have it reopened (support; an admin reopens it, audited). Closed
 * before an admin activated it, the account's referral bonus is voided (decision 037): the user
 * row is locked first, so an activation at the same moment either comes first or finds it voided.
 */
export async function blockAccount(options: BlockAccountOptions): Promise<void> {
  const { deps, accountId } = options;
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ disabledAt: at, updatedAt: at })
      .where(eq(accounts.id, accountId));
    await tx.delete(sessions).where(eq(sessions.accountId, accountId));
    const [inactive] = await tx
      .update(users)
      .set({ updatedAt: at })
      .where(and(eq(users.id, accountId), eq(users.isActive, false)))
      .returning({ id: users.id });
    if (inactive) await settleReferralBonus({ tx, referredUserId: accountId, outcome: 'void', at });
    await sendSecurityNotice({ tx, accountId, event: 'account_closed', at });
    await writeAccountLog({
      db: tx,
      accountId,
      event: 'user.update.status',
      origin: options.origin,
      at,
    });
  });
}
