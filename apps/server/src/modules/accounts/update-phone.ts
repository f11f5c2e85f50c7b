import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { forgetPhoneVerification } from './phone-verification.ts';
import { requirePhoneChangeProof } from './require-phone-change-proof.ts';
import { sendSecurityNotice } from './send-security-notice.ts';
import { writeAccountLog, type RequestOrigin } from './write-account-log.ts';

export interface UpdatePhoneOptions {
  deps: AppDeps;
  auth: AuthContext;
  phone: string;
  password: string;
  origin: RequestOrigin;
}

/**
 * A new phone number (E.164), proven by the password (or a recent factor): it is unverified until
 * verified again, the codes sent to the old number stop working, and the owner is told by e-mail.
 */
export async function updatePhone(options: UpdatePhoneOptions): Promise<void> {
  const { deps, auth } = options;
  const at = deps.clock.now();
  await requirePhoneChangeProof({ auth, password: options.password, now: at });
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
    await forgetPhoneVerification({ tx, accountId: auth.accountId, at });
    await sendSecurityNotice({ tx, accountId: auth.accountId, event: 'phone_changed', at });
    await writeAccountLog({
      db: tx,
      accountId: auth.accountId,
      event: 'user.update.phone',
      origin: options.origin,
      at,
    });
  });
}
