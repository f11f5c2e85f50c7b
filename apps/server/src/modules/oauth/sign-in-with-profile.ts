import { claimUnverifiedAccount } from '../accounts/index.ts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { accounts, identities, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { createPasswordlessAccount } from '../accounts/index.ts';
import { writeAccountLog, type RequestOrigin } from '../accounts/index.ts';
import type { OAuthProfile } from './oauth-adapter.ts';

export interface SignInWithProfileOptions {
  tx: Tx;
  deps: AppDeps;
  provider: string;
  profile: OAuthProfile;
  signedInAccountId?: string;
  origin: RequestOrigin;
  at: Date;
}

/**
 * The account an OAuth2 profile signs in to, in the caller's transaction:
 * 1. the account its identity (provider + provider's user id) already belongs to;
 * 2. else the signed-in account of this browser, which gains the identity;
 * 3. else the account using the same e-mail, only when the provider vouches for the address
 *    (otherwise anyone could claim someone's account by naming their e-mail at a provider);
 * 4. else a new account (inactive, as every new account), verified when the provider vouches.
 * A blocked or deleted account cannot sign in.
 */
export async function signInWithProfile({
  tx,
  ...options
}: SignInWithProfileOptions): Promise<string> {
  const { deps, provider, profile, at } = options;
  const [known] = await tx
    .select({ accountId: identities.accountId })
    .from(identities)
    .where(and(eq(identities.provider, provider), eq(identities.providerUid, profile.uid)))
    .limit(1);
  let accountId = known?.accountId ?? options.signedInAccountId;
  if (!accountId && profile.email) {
    const [sameEmail] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, profile.email))
      .limit(1);
    if (sameEmail && !profile.emailVerified) throw appError('user_email_already_exists');
    accountId = sameEmail?.id;
    // The provider vouches for an address the account never verified: its first proof, which
    // ends what anyone set up before (decision 039).
    if (accountId) await claimUnverifiedAccount({ tx, accountId, at });
  }
  if (!accountId) {
    const user = await createPasswordlessAccount({
      tx,
      deps,
      name: profile.name,
      email: profile.email || undefined,
      emailVerified: profile.emailVerified && profile.email !== '',
      origin: options.origin,
      at,
    });
    accountId = user.id;
  }
  const [state] = await tx
    .select({ disabledAt: accounts.disabledAt, deletedAt: users.deletedAt })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.id))
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!state || state.disabledAt || state.deletedAt) throw appError('user_blocked');
  if (!known) {
    await tx.insert(identities).values({
      id: newId(),
      accountId,
      provider,
      providerUid: profile.uid,
      providerEmail: profile.email,
      createdAt: at,
      updatedAt: at,
    });
    await writeAccountLog({
      db: tx,
      accountId,
      event: 'identity.create',
      origin: options.origin,
      at,
    });
  }
  return accountId;
}
