import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, users } from '../../db/schema.ts';

export interface FindReferrerOptions {
  db: DbOrTx;
  referralId: string;
}

/** The user a referral id belongs to (not deleted), with what tells them apart, or null. */
export async function findReferrer({ db, referralId }: FindReferrerOptions) {
  const [referrer] = await db
    .select({
      id: users.id,
      referralId: users.referralId,
      email: users.email,
      verifiedPhone: accounts.verifiedPhone,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.id))
    .where(and(eq(users.referralId, referralId), isNull(users.deletedAt)))
    .limit(1);
  return referrer ?? null;
}
