import { and, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { TUserList, TUserQuery } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { cursorCondition, pageOf } from '../../lib/keyset-cursor.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { toUserDto } from './to-user-dto.ts';

/** Admin list: newest first, searchable by name, keyset-paginated, with the total count. */
export async function listUsers(deps: AppDeps, query: TUserQuery): Promise<TUserList> {
  const filter = and(
    isNull(users.deletedAt),
    query.role === 'admin' ? eq(users.isAdmin, true) : undefined,
    query.search ? ilike(users.name, containsPattern(query.search)) : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    deps.db
      .select()
      .from(users)
      .where(and(filter, cursorCondition(query.cursor, users.createdAt, users.id)))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit + 1),
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(filter),
  ]);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return { total, users: page.map(toUserDto), nextCursor };
}
