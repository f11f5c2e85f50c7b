import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { mfaAuthenticators } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { writeAccountLog, type RequestOrigin } from '../accounts/index.ts';
import { acceptTotp } from './accept-totp.ts';
import { addSessionFactor } from './add-session-factor.ts';
import { findAuthenticator } from './find-authenticator.ts';
import { requireRecentProof } from '../accounts/index.ts';
import { sendSecurityNotice } from '../accounts/index.ts';

export interface VerifyAuthenticatorOptions {
  deps: AppDeps;
  auth: AuthContext;
  otp: string;
  origin: RequestOrigin;
}

/**
 * `PUT /account/mfa/authenticators/totp`: a code from the app confirms the authenticator; this
 * session counts it as proved (`totp`). MFA itself is turned on by `PATCH /account/mfa`. Needs a
 * recent proof, as adding it did. The owner is mailed a notice (an authenticator was added).
 */
export async function verifyAuthenticator(options: VerifyAuthenticatorOptions): Promise<void> {
  const { deps, auth } = options;
  requireRecentProof(auth, deps.clock.now());
  const authenticator = await findAuthenticator({ db: deps.db, accountId: auth.accountId });
  if (!authenticator) throw appError('user_authenticator_not_found');
  if (authenticator.verified) throw appError('user_authenticator_already_verified');
  if (!(await acceptTotp({ deps, db: deps.db, authenticator, otp: options.otp }))) {
    throw appError('user_invalid_token');
  }
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(mfaAuthenticators)
      .set({ verified: true, updatedAt: at })
      .where(
        and(eq(mfaAuthenticators.accountId, auth.accountId), eq(mfaAuthenticators.type, 'totp')),
      );
    await addSessionFactor({ db: tx, sessionId: auth.sessionId, factor: 'totp', at });
    await sendSecurityNotice({ tx, accountId: auth.accountId, event: 'authenticator_added', at });
    await writeAccountLog({
      db: tx,
      accountId: auth.accountId,
      event: 'authenticator.update',
      origin: options.origin,
      at,
    });
  });
}
