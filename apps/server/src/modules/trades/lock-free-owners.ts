import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { trades, users } from '../../db/schema.ts';

export interface FreeOwner {
  tradeId: string;
  userId: string;
  name: string;
  email: string;
  /** The owner's profit as it is now that the row is ours. */
  profit: number;
}

/**
 * Locks, in the caller's transaction, the owners of the given trades that no other transaction
 * holds now, in the order of their ids, and skips the others (SKIP LOCKED): a job that handles
 * many trades at once never waits for an owner while it holds others, so it cannot deadlock with
 * a request that locks an owner and then another user (an approval and its referrer). The lock is
 * the one the owners' own requests take first (NO KEY UPDATE, decision 034), so what the caller
 * reads of their trades next is settled until it commits. Returns the trades whose owners it holds.
 */
export async function lockFreeOwners({
  tx,
  tradeIds,
}: {
  tx: Tx;
  tradeIds: string[];
}): Promise<FreeOwner[]> {
  if (tradeIds.length === 0) return [];
  return tx
    .select({
      tradeId: trades.id,
      userId: users.id,
      name: users.name,
      email: users.email,
      profit: users.profit,
    })
    .from(trades)
    .innerJoin(users, eq(users.id, trades.userId))
    .where(inArray(trades.id, tradeIds))
    .orderBy(users.id)
    .for('no key update', { of: users, skipLocked: true });
}
