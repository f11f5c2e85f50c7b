import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export interface ReleaseHoldOptions {
  tx: Tx;
  userId: string;
  amount: number;
  at: Date;
}

/** Releases what a pending withdrawal held. Returns the owner's name and e-mail (for a mail). */
export async function releaseHold({ tx, userId, amount, at }: ReleaseHoldOptions) {
  const [owner] = await tx
    .update(users)
    .set({ held: sql`${users.held} - ${amount}`, updatedAt: at })
    .where(and(eq(users.id, userId), sql`${users.held} >= ${amount}`))
    .returning({ name: users.name, email: users.email });
  if (!owner) throw new Error(`hold of ${userId} is smaller than ${amount}`);
  return owner;
}
