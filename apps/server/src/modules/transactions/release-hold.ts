import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export interface ReleaseHoldOptions {
  tx: Tx;
  userId: string;
  amount: number;
  at: Date;
}

/** Releases what a pending withdrawal held. */
export async function releaseHold({ tx, userId, amount, at }: ReleaseHoldOptions) {
  const released = await tx
    .update(users)
    .set({ held: sql`${users.held} - ${amount}`, updatedAt: at })
    .where(and(eq(users.id, userId), sql`${users.held} >= ${amount}`))
    .returning({ id: users.id });
  if (released.length !== 1) throw new Error(`hold of ${userId} is smaller than ${amount}`);
}
