import { eq } from 'drizzle-orm';
import type { TAccountSecurity } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, identities, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { countRecoveryCodes } from './count-recovery-codes.ts';
import { findAuthenticator } from './find-authenticator.ts';

export interface GetAccountSecurityOptions {
  db: DbOrTx;
  userId: string;
}

/** What an admin sees of a user's account security (never a secret). */
export async function getAccountSecurity({
  db,
  userId,
}: GetAccountSecurityOptions): Promise<TAccountSecurity> {
  const [row] = await db
    .select({ account: accounts, isGuest: users.isGuest })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.id))
    .where(eq(accounts.id, userId))
    .limit(1);
  if (!row) throw appError('user_not_found');
  const authenticator = await findAuthenticator({ db, accountId: userId });
  const providers = await db
    .select({ provider: identities.provider })
    .from(identities)
    .where(eq(identities.accountId, userId));
  return {
    emailVerification: row.account.emailVerified,
    phoneVerification: row.account.phoneVerified,
    mfa: row.account.mfa,
    totp: authenticator?.verified ?? false,
    recoveryCodes: await countRecoveryCodes({ db, accountId: userId }),
    guest: row.isGuest,
    identities: providers.map((identity) => identity.provider),
    closed: row.account.disabledAt !== null,
  };
}
