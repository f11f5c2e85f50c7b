import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accounts, authTokens, identities, mfaChallenges, sessions } from '../../db/schema.ts';

export interface ClaimUnverifiedAccountOptions {
  tx: Tx;
  accountId: string;
  /** The identity that proved the address now (OAuth), which stays. */
  keepIdentityId?: string;
  at: Date;
}

/**
 * The first proof of control of an e-mail address that was never verified (an e-mailed code or
 * link, or a provider vouching for it) makes the prover the account's owner (decision 039):
 * whoever registered the address before them may have been someone else, so every way in they
 * could have set up goes — all sessions (and the JWTs made from them), the password, other
 * linked sign-in identities, a verified phone number and outstanding codes. Second factors stay:
 * an e-mailed code must never get past an authenticator, so with MFA on the new session still
 * waits for it (and an authenticator the owner does not have locks the previous registrant out as
 * well; support resets it). The owner sets a new password from their profile. The address becomes
 * verified. Does nothing to an account whose address was verified already. Returns whether it
 * claimed.
 */
export async function claimUnverifiedAccount({
  tx,
  accountId,
  keepIdentityId,
  at,
}: ClaimUnverifiedAccountOptions): Promise<boolean> {
  const [claimed] = await tx
    .update(accounts)
    .set({
      emailVerified: true,
      passwordHash: null,
      passwordUpdatedAt: at,
      phoneVerified: false,
      verifiedPhone: null,
      updatedAt: at,
    })
    .where(and(eq(accounts.id, accountId), eq(accounts.emailVerified, false)))
    .returning({ id: accounts.id });
  if (!claimed) return false;
  await tx.delete(sessions).where(eq(sessions.accountId, accountId));
  await tx
    .delete(identities)
    .where(
      keepIdentityId
        ? and(eq(identities.accountId, accountId), ne(identities.id, keepIdentityId))
        : eq(identities.accountId, accountId),
    );
  await tx.delete(mfaChallenges).where(eq(mfaChallenges.accountId, accountId));
  await tx.delete(authTokens).where(eq(authTokens.accountId, accountId));
  return true;
}
