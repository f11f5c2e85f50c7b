import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** How many active, non-deleted admins there are besides `userId` (one read). */
export async function countOtherActiveAdmins(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.isAdmin, true),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        ne(users.id, userId),
      ),
    );
  return row?.n ?? 0;
}
