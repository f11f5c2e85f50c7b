import type { TMfaFactors } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { AccountRow } from '../../plugins/auth.ts';
import { countRecoveryCodes } from './count-recovery-codes.ts';
import { findAuthenticator } from './find-authenticator.ts';

/** `GET /account/mfa/factors` (Appwrite `Models.MfaFactors`): the second factors the account can use. */
export async function listFactors(db: DbOrTx, account: AccountRow): Promise<TMfaFactors> {
  const authenticator = await findAuthenticator(db, account.id);
  return {
    totp: authenticator?.verified ?? false,
    email: Boolean(account.email) && account.emailVerified,
    phone: account.phoneVerified,
    recoveryCode: (await countRecoveryCodes(db, account.id)) > 0,
    custom: false,
  };
}
