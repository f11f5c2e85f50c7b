import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';

export interface FindUserOptions {
  db: DbOrTx;
  id: string;
}

/** A user that exists and is not deleted, else 404 "User not found". */
export async function findUser({ db, id }: FindUserOptions) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw appError('user_not_found');
  return user;
}
