import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { leadTraders } from '../../db/schema.ts';

/**
 * The active lead-trader row of `userId`, locked for the transaction (FOR UPDATE): a trader's
 * opens, closes and the role's withdrawal queue on it, so the index moves one close at a time.
 */
export async function lockLeadTrader(tx: Tx, userId: string) {
  const [row] = await tx
    .select()
    .from(leadTraders)
    .where(and(eq(leadTraders.userId, userId), eq(leadTraders.active, true)))
    .for('update');
  return row ?? null;
}
