import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { mfaAuthenticators } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { writeAccountLog, type RequestOrigin } from '../accounts/index.ts';
import { findAuthenticator } from './find-authenticator.ts';
import { requireRecentMfa } from './require-recent-mfa.ts';
import { sendSecurityNotice } from '../accounts/index.ts';

export interface DeleteAuthenticatorOptions {
  deps: AppDeps;
  auth: AuthContext;
  origin: RequestOrigin;
}

/**
 * `DELETE /account/mfa/authenticators/totp`: removes the authenticator; a confirmed one only after
 * a recent second factor on this session (`user_challenge_required`); removing a confirmed one is
 * mailed to the owner.
 */
export async function deleteAuthenticator(options: DeleteAuthenticatorOptions): Promise<void> {
  const { deps, auth } = options;
  const authenticator = await findAuthenticator({ db: deps.db, accountId: auth.accountId });
  if (!authenticator) throw appError('user_authenticator_not_found');
  const at = deps.clock.now();
  if (authenticator.verified) requireRecentMfa(auth, at);
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(mfaAuthenticators)
      .where(
        and(eq(mfaAuthenticators.accountId, auth.accountId), eq(mfaAuthenticators.type, 'totp')),
      );
    if (authenticator.verified) {
      await sendSecurityNotice({
        tx,
        accountId: auth.accountId,
        event: 'authenticator_removed',
        at,
      });
    }
    await writeAccountLog({
      db: tx,
      accountId: auth.accountId,
      event: 'authenticator.delete',
      origin: options.origin,
      at,
    });
  });
}
