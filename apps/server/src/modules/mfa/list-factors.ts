import type { TMfaFactors } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { AccountRow } from '../../db/rows.ts';
import { countRecoveryCodes } from './count-recovery-codes.ts';
import { findAuthenticator } from './find-authenticator.ts';

export interface ListFactorsOptions {
  db: DbOrTx;
  account: AccountRow;
  /**
   * The factors a session waiting for its second factor already proved: one of them cannot be
   * its second (an e-mail link or code sign-in has proved the e-mail), so it is not offered.
   */
  provedBySession?: readonly string[];
}

/** `GET /account/mfa/factors` (Appwrite `Models.MfaFactors`): the second factors the account can use. */
export async function listFactors({
  db,
  account,
  provedBySession = [],
}: ListFactorsOptions): Promise<TMfaFactors> {
  const authenticator = await findAuthenticator({ db, accountId: account.id });
  return {
    totp: authenticator?.verified ?? false,
    email: Boolean(account.email) && account.emailVerified && !provedBySession.includes('email'),
    phone: account.phoneVerified,
    recoveryCode: (await countRecoveryCodes({ db, accountId: account.id })) > 0,
    custom: false,
  };
}
