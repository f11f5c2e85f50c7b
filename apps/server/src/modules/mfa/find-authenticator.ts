import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mfaAuthenticators } from '../../db/schema.ts';
import type { AuthenticatorRow } from './accept-totp.ts';

export interface FindAuthenticatorOptions {
  db: DbOrTx;
  accountId: string;
}

/** The account's TOTP authenticator (verified or still being set up), or null. */
export async function findAuthenticator({
  db,
  accountId,
}: FindAuthenticatorOptions): Promise<AuthenticatorRow | null> {
  const [row] = await db
    .select()
    .from(mfaAuthenticators)
    .where(and(eq(mfaAuthenticators.accountId, accountId), eq(mfaAuthenticators.type, 'totp')))
    .limit(1);
  return row ?? null;
}
