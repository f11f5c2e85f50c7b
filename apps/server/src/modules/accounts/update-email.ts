import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { accounts, users } from '../../db/schema.ts';
import { appError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { verifyPassword } from './password.ts';
import { writeAccountLog, type RequestOrigin } from './write-account-log.ts';

/** A new sign-in e-mail, proven by the password; it is unverified until verified again. */
export async function updateEmail(options: {
  deps: AppDeps;
  auth: AuthContext;
  email: string;
  password: string;
  origin: RequestOrigin;
}): Promise<void> {
  const { deps, auth } = options;
  if (!(await verifyPassword(auth.account.passwordHash, options.password))) {
    throw appError('user_invalid_credentials', 'The password is incorrect');
  }
  const at = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({ email: options.email, emailVerified: false, updatedAt: at })
        .where(eq(accounts.id, auth.accountId));
      await tx
        .update(users)
        .set({ email: options.email, updatedAt: at })
        .where(eq(users.id, auth.accountId));
      await writeAccountLog(tx, {
        accountId: auth.accountId,
        event: 'user.update.email',
        origin: options.origin,
        at,
      });
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw appError('user_email_already_exists');
    throw error;
  }
}
