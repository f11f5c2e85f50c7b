import { SIGN_IN_CODE_MINUTES, type TToken } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { writeAccountLog, type RequestOrigin } from '../accounts/index.ts';
import { enqueueSms } from '../mail/index.ts';
import { issueAuthToken } from './issue-auth-token.ts';
import { smsPhoneOf } from './sms-phone-of.ts';
import { toTokenDto } from './to-token-dto.ts';

export interface CreatePhoneVerificationOptions {
  deps: AppDeps;
  auth: AuthContext;
  origin: RequestOrigin;
}

/** `POST /account/verification/phone`: texts the signed-in account's phone a 6-digit code. */
export async function createPhoneVerification(
  options: CreatePhoneVerificationOptions,
): Promise<TToken> {
  const { deps, auth } = options;
  const phone = smsPhoneOf(auth.user.phone);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { row, secret } = await issueAuthToken({
      deps,
      tx,
      accountId: auth.accountId,
      userRef: auth.accountId,
      kind: 'phone-verification',
      minutes: SIGN_IN_CODE_MINUTES,
    });
    await enqueueSms({
      tx,
      to: { name: auth.user.name, phone },
      code: { sealed: deps.secrets.seal(secret) },
      minutes: SIGN_IN_CODE_MINUTES,
      at: now,
    });
    await writeAccountLog({
      db: tx,
      accountId: auth.accountId,
      event: 'verification.create',
      origin: options.origin,
      at: now,
    });
    return toTokenDto(row);
  });
}
