import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { messages } from '@copyvest/shared';
import {
  accounts,
  mfaAuthenticators,
  mfaChallenges,
  mfaRecoveryCodes,
  sessions,
} from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { writeAccountLog } from '../accounts/index.ts';
import { writeAudit } from '../audit/index.ts';
import { findUser } from './find-user.ts';
import { getAccountSecurity } from '../mfa/index.ts';
import { sendSecurityNotice } from '../accounts/index.ts';

export interface ResetUserMfaOptions {
  deps: AppDeps;
  actorId: string;
  userId: string;
}

/**
 * `DELETE /v1/users/{id}/mfa` (admin): for a user who lost their authenticator and their recovery
 * codes. MFA off, the authenticator, recovery codes and open challenges removed, and every
 * session of the user ended (one of them may be a thief's that asked for the reset); audited
 * (before and after) and written to the user's own account log. Never on the admin's own account:
 * that would be a way around their own second factor (they turn it off with it, as anyone does).
 */
export async function resetUserMfa(options: ResetUserMfaOptions) {
  const { deps, userId } = options;
  if (userId === options.actorId) {
    throw appError('user_self_action', messages.errors.cannotResetOwnMfa);
  }
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await findUser({ db: tx, id: userId });
    const before = await getAccountSecurity({ db: tx, userId });
    await tx.update(accounts).set({ mfa: false, updatedAt: at }).where(eq(accounts.id, userId));
    await tx.delete(mfaAuthenticators).where(eq(mfaAuthenticators.accountId, userId));
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.accountId, userId));
    await tx.delete(mfaChallenges).where(eq(mfaChallenges.accountId, userId));
    await tx.delete(sessions).where(eq(sessions.accountId, userId));
    const after = await getAccountSecurity({ db: tx, userId });
    await writeAudit({
      tx,
      actorId: options.actorId,
      action: 'user.mfa_reset',
      targetType: 'user',
      targetId: userId,
      before: { mfa: before.mfa, totp: before.totp, recoveryCodes: before.recoveryCodes },
      after: { mfa: after.mfa, totp: after.totp, recoveryCodes: after.recoveryCodes },
      at,
    });
    await sendSecurityNotice({ tx, accountId: userId, event: 'mfa_reset', at });
    await writeAccountLog({
      db: tx,
      accountId: userId,
      event: 'user.update.mfa.off',
      origin: {},
      at,
    });
    return after;
  });
}
