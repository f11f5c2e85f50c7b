import { and, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { TPageQuery, TReferralList } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { cursorCondition, pageOf } from '../../lib/keyset-cursor.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

/** The people who signed up with this referral id: newest first, searchable by name. */
export async function listReferrals(
  db: DbOrTx,
  referralId: string,
  query: TPageQuery,
): Promise<TReferralList> {
  const filter = and(
    eq(users.referrerId, referralId),
    isNull(users.deletedAt),
    query.search ? ilike(users.name, containsPattern(query.search)) : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        isActive: users.isActive,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(and(filter, cursorCondition(query.cursor, users.createdAt, users.id)))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit + 1),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(filter),
  ]);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return {
    total,
    referrals: page.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    nextCursor,
  };
}
