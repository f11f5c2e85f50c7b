import { and, eq } from 'drizzle-orm';
import type { TMfaType } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { mfaAuthenticators } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { writeAccountLog, type RequestOrigin } from '../accounts/index.ts';
import { findAuthenticator } from './find-authenticator.ts';
import { requireRecentProof } from '../accounts/index.ts';
import { newTotpSecret, totpUri } from './totp.ts';

export interface CreateAuthenticatorOptions {
  deps: AppDeps;
  auth: AuthContext;
  origin: RequestOrigin;
}

/**
 * `POST /account/mfa/authenticators/totp`: a new authenticator secret (sealed at rest) and its
 * `otpauth://` URI, unverified until a code from the app confirms it (PUT). An unconfirmed one is
 * replaced; a confirmed one must be removed first. Needs a recent proof (`requireRecentProof`): a
 * stolen session must not plant its own authenticator.
 */
export async function createAuthenticator(options: CreateAuthenticatorOptions): Promise<TMfaType> {
  const { deps, auth } = options;
  const at = deps.clock.now();
  requireRecentProof(auth, at);
  const secret = newTotpSecret();
  await deps.db.transaction(async (tx) => {
    const existing = await findAuthenticator({ db: tx, accountId: auth.accountId });
    if (existing?.verified) throw appError('user_authenticator_already_verified');
    await tx
      .delete(mfaAuthenticators)
      .where(
        and(eq(mfaAuthenticators.accountId, auth.accountId), eq(mfaAuthenticators.verified, false)),
      );
    await tx.insert(mfaAuthenticators).values({
      accountId: auth.accountId,
      type: 'totp',
      secretSealed: deps.secrets.seal(secret),
      createdAt: at,
      updatedAt: at,
    });
    await writeAccountLog({
      db: tx,
      accountId: auth.accountId,
      event: 'authenticator.create',
      origin: options.origin,
      at,
    });
  });
  const label = auth.account.email ?? (auth.user.name || auth.accountId);
  return { secret, uri: totpUri({ secret, issuer: deps.config.APP_NAME, label }) };
}
