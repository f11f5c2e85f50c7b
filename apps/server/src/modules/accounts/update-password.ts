import { eq } from 'drizzle-orm';
import { messages } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { accounts } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { deleteOtherSessions } from './delete-other-sessions.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { writeAccountLog, type RequestOrigin } from './write-account-log.ts';
import { sendSecurityNotice } from './send-security-notice.ts';

export interface UpdatePasswordOptions {
  deps: AppDeps;
  auth: AuthContext;
  password: string;
  oldPassword?: string;
  origin: RequestOrigin;
}

/**
 * A new password, proven by the old one; every other session of the account ends (a thief who
 * had the old password is signed out), the current one stays. The owner is mailed a notice.
 */
export async function updatePassword(options: UpdatePasswordOptions): Promise<void> {
  const { deps, auth } = options;
  // An account that never had a password (code, link, OAuth2 or guest sign-up) sets its first one.
  const hasPassword = auth.account.passwordHash !== null;
  if (
    hasPassword &&
    (!options.oldPassword ||
      !(await verifyPassword(auth.account.passwordHash, options.oldPassword)))
  ) {
    throw appError('user_invalid_credentials', messages.errors.passwordMismatch);
  }
  const passwordHash = await hashPassword(options.password);
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ passwordHash, passwordUpdatedAt: at, updatedAt: at })
      .where(eq(accounts.id, auth.accountId));
    await deleteOtherSessions({ db: tx, accountId: auth.accountId, keepSessionId: auth.sessionId });
    await sendSecurityNotice({ tx, accountId: auth.accountId, event: 'password_changed', at });
    await writeAccountLog({
      db: tx,
      accountId: auth.accountId,
      event: 'user.update.password',
      origin: options.origin,
      at,
    });
  });
}
