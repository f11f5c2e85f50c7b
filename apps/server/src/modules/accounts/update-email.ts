import { and, eq, isNull } from 'drizzle-orm';
import { messages } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { accounts, authTokens, users } from '../../db/schema.ts';
import { appError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { admitSignUp } from './admit-sign-up.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { recordTakenSignUp } from './record-taken-sign-up.ts';
import { writeAccountLog, type RequestOrigin } from './write-account-log.ts';
import { sendSecurityNotice } from './send-security-notice.ts';

export interface UpdateEmailOptions {
  deps: AppDeps;
  auth: AuthContext;
  email: string;
  password: string;
  origin: RequestOrigin;
}

/**
 * A new sign-in e-mail, proven by the password; it is unverified until verified again, and links
 * mailed to the old address stop working. An account without a password (a guest, a code or
 * OAuth2 sign-up) sets this one as its password, as with Appwrite: a guest so becomes a normal
 * account. An address already in use answers 409 as the SDK expects, but counts against the
 * caller's IP like a sign-up naming it, and its owner is told (decision 022): a guest session
 * cannot probe without limit which addresses have accounts. A change of an address (not a guest's
 * first one) is told to both the old and the new address.
 */
export async function updateEmail(options: UpdateEmailOptions): Promise<void> {
  const { deps, auth } = options;
  const ip = options.origin.ip ?? 'unknown';
  await admitSignUp({ deps, ip });
  const setsPassword = auth.account.passwordHash === null;
  if (!setsPassword && !(await verifyPassword(auth.account.passwordHash, options.password))) {
    throw appError('user_invalid_credentials', messages.errors.passwordIncorrect);
  }
  const newPassword = setsPassword
    ? { passwordHash: await hashPassword(options.password), passwordUpdatedAt: deps.clock.now() }
    : {};
  const at = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({ email: options.email, emailVerified: false, updatedAt: at, ...newPassword })
        .where(eq(accounts.id, auth.accountId));
      await tx
        .update(users)
        .set({ email: options.email, isGuest: false, updatedAt: at })
        .where(eq(users.id, auth.accountId));
      await tx
        .update(authTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(authTokens.accountId, auth.accountId),
            eq(authTokens.kind, 'verification'),
            isNull(authTokens.usedAt),
          ),
        );
      const oldEmail = auth.account.email;
      if (oldEmail !== null && oldEmail !== options.email) {
        await sendSecurityNotice({
          tx,
          accountId: auth.accountId,
          event: 'email_changed',
          at,
          alsoTo: oldEmail,
        });
      }
      await writeAccountLog({
        db: tx,
        accountId: auth.accountId,
        event: 'user.update.email',
        origin: options.origin,
        at,
      });
    });
  } catch (error) {
    if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
    await recordTakenSignUp({ deps, ip, email: options.email });
    throw appError('user_email_already_exists');
  }
}
