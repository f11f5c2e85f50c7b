import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { accounts, sessions } from '../../db/schema.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { writeAccountLog, type RequestOrigin } from '../accounts/index.ts';
import { listFactors } from './list-factors.ts';
import { requireRecentMfa } from './require-recent-mfa.ts';
import { requireRecentProof } from '../accounts/index.ts';
import { sendSecurityNotice } from '../accounts/index.ts';

export interface UpdateMfaOptions {
  deps: AppDeps;
  auth: AuthContext;
  mfa: boolean;
  origin: RequestOrigin;
}

/**
 * `PATCH /account/mfa`: turns MFA on or off. Turning it on counts the account's second factors
 * as proved on this session (as Appwrite does), so the session that turns it on stays signed in;
 * every other session must then pass a challenge. Turning it on needs a recent proof (password
 * sign-in or factor, `requireRecentProof`), turning it off a recent second factor. A change is
 * mailed to the owner.
 */
export async function updateMfa(options: UpdateMfaOptions): Promise<void> {
  const { deps, auth } = options;
  const at = deps.clock.now();
  if (!options.mfa && auth.account.mfa) requireRecentMfa(auth, at);
  if (options.mfa && !auth.account.mfa) requireRecentProof(auth, at);
  const factors = await listFactors({ db: deps.db, account: auth.account });
  await deps.db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ mfa: options.mfa, updatedAt: at })
      .where(eq(accounts.id, auth.accountId));
    if (options.mfa) {
      const proved = new Set(auth.session.factors);
      if (factors.totp) proved.add('totp');
      if (factors.email) proved.add('email');
      if (factors.phone) proved.add('phone');
      await tx
        .update(sessions)
        .set({ factors: [...proved], updatedAt: at })
        .where(eq(sessions.id, auth.sessionId));
    }
    if (options.mfa !== auth.account.mfa) {
      await sendSecurityNotice({
        tx,
        accountId: auth.accountId,
        event: options.mfa ? 'mfa_turned_on' : 'mfa_turned_off',
        at,
      });
    }
    await writeAccountLog({
      db: tx,
      accountId: auth.accountId,
      event: options.mfa ? 'user.update.mfa.on' : 'user.update.mfa.off',
      origin: options.origin,
      at,
    });
  });
}
