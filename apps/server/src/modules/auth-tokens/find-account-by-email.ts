import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, users } from '../../db/schema.ts';

export interface FindAccountByEmailOptions {
  db: DbOrTx;
  email: string;
}

/** The live (not deleted) account signing in with this e-mail, with its profile, or null. */
export async function findAccountByEmail({ db, email }: FindAccountByEmailOptions) {
  const [row] = await db
    .select({ account: accounts, user: users })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.id))
    .where(and(eq(accounts.email, email), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}
