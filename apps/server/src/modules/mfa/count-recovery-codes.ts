import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mfaRecoveryCodes } from '../../db/schema.ts';

/** How many unused recovery codes the account has left. */
export async function countRecoveryCodes(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(eq(mfaRecoveryCodes.accountId, accountId));
  return row?.n ?? 0;
}
