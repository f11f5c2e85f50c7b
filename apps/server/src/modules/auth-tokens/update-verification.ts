import { markPhoneVerified } from '../accounts/index.ts';
import { eq } from 'drizzle-orm';
import type { TToken } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { accounts } from '../../db/schema.ts';
import { writeAccountLog, type RequestOrigin } from '../accounts/index.ts';
import { redeemAuthToken } from './redeem-auth-token.ts';
import { toTokenDto } from './to-token-dto.ts';

export interface UpdateVerificationOptions {
  deps: AppDeps;
  channel: 'email' | 'phone';
  userId: string;
  secret: string;
  origin: RequestOrigin;
}

/**
 * `PUT /account/verification` (e-mail link) and `PUT /account/verification/phone` (SMS code): the
 * secret marks the address verified, once. No session is needed: the link may be opened on
 * another device. Changing the address spends its outstanding secrets (see update-email.ts).
 */
export async function updateVerification(options: UpdateVerificationOptions): Promise<TToken> {
  const { deps } = options;
  const token = await redeemAuthToken({
    deps,
    userRef: options.userId,
    kinds: [options.channel === 'email' ? 'verification' : 'phone-verification'],
    secret: options.secret,
  });
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (options.channel === 'email') {
      await tx
        .update(accounts)
        .set({ emailVerified: true, updatedAt: at })
        .where(eq(accounts.id, token.accountId));
    } else {
      await markPhoneVerified({ tx, accountId: token.accountId, at });
    }
    await writeAccountLog({
      db: tx,
      accountId: token.accountId,
      event: 'verification.update',
      origin: options.origin,
      at,
    });
  });
  return toTokenDto(token);
}
