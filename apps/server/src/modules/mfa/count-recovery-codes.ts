import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mfaRecoveryCodes } from '../../db/schema.ts';

export interface CountRecoveryCodesOptions {
  db: DbOrTx;
  accountId: string;
}

/** How many unused recovery codes the account has left. */
export async function countRecoveryCodes({
  db,
  accountId,
}: CountRecoveryCodesOptions): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(eq(mfaRecoveryCodes.accountId, accountId));
  return row?.n ?? 0;
}
