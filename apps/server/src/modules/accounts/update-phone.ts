import { and, eq, isNull, ne } from 'drizzle-orm';
import { messages } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { accounts, authTokens, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { verifyPassword } from './password.ts';
import { writeAccountLog, type RequestOrigin } from './write-account-log.ts';

export interface UpdatePhoneOptions {
  deps: AppDeps;
  auth: AuthContext;
  phone: string;
  password: string;
  origin: RequestOrigin;
}

/** A new phone number (E.164), proven by the password; it is unverified until verified again. */
export async function updatePhone(options: UpdatePhoneOptions): Promise<void> {
  const { deps, auth } = options;
  const hasPassword = auth.account.passwordHash !== null;
  if (hasPassword && !(await verifyPassword(auth.account.passwordHash, options.password))) {
    throw appError('user_invalid_credentials', messages.errors.passwordIncorrect);
  }
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, options.phone), ne(users.id, auth.accountId)))
      .limit(1);
    if (taken) throw appError('user_phone_already_exists');
    await tx
      .update(users)
      .set({ phone: options.phone, updatedAt: at })
      .where(eq(users.id, auth.accountId));
    await tx
      .update(accounts)
      .set({ phoneVerified: false, updatedAt: at })
      .where(eq(accounts.id, auth.accountId));
    await tx
      .update(authTokens)
      .set({ usedAt: at })
      .where(
        and(
          eq(authTokens.accountId, auth.accountId),
          eq(authTokens.kind, 'phone-verification'),
          isNull(authTokens.usedAt),
        ),
      );
    await writeAccountLog({
      db: tx,
      accountId: auth.accountId,
      event: 'user.update.phone',
      origin: options.origin,
      at,
    });
  });
}
