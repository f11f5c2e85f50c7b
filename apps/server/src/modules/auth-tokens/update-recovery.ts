import { eq } from 'drizzle-orm';
import type { TToken } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { accounts, sessions } from '../../db/schema.ts';
import { hashPassword } from '../accounts/index.ts';
import { forgetLoginFailures } from '../accounts/index.ts';
import { writeAccountLog, type RequestOrigin } from '../accounts/index.ts';
import { redeemAuthToken } from './redeem-auth-token.ts';
import { toTokenDto } from './to-token-dto.ts';
import { sendSecurityNotice } from '../accounts/index.ts';

export interface UpdateRecoveryOptions {
  deps: AppDeps;
  userId: string;
  secret: string;
  password: string;
  origin: RequestOrigin;
}

/**
 * `PUT /account/recovery`: the mailed secret sets a new password, once; every session of the
 * account ends (whoever knew the old password is out) and failed password tries against it are
 * forgotten. Not throttled per account: a recovery link always works. The owner is mailed a notice.
 */
export async function updateRecovery(options: UpdateRecoveryOptions): Promise<TToken> {
  const { deps } = options;
  const passwordHash = await hashPassword(options.password);
  const token = await redeemAuthToken({
    deps,
    userRef: options.userId,
    kinds: ['recovery'],
    secret: options.secret,
  });
  const at = deps.clock.now();
  const account = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(accounts)
      .set({ passwordHash, passwordUpdatedAt: at, updatedAt: at })
      .where(eq(accounts.id, token.accountId))
      .returning({ email: accounts.email });
    await tx.delete(sessions).where(eq(sessions.accountId, token.accountId));
    await sendSecurityNotice({ tx, accountId: token.accountId, event: 'password_changed', at });
    await writeAccountLog({
      db: tx,
      accountId: token.accountId,
      event: 'recovery.update',
      origin: options.origin,
      at,
    });
    return updated;
  });
  if (account?.email) {
    await forgetLoginFailures({ deps, email: account.email, ip: options.origin.ip ?? 'unknown' });
  }
  return toTokenDto(token);
}
