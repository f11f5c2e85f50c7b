import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import { MAX_PAGE_SIZE, PAGE_SIZE, type TFileList, type TFileListQuery } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { files } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { isAdminReader } from './permissions.ts';
import { toFileDto } from './to-file-dto.ts';

/** limit and offset from `queries` (`{"method":"limit","values":[10]}` or `limit(10)`). */
export function pageOfQueries(query: TFileListQuery): { limit: number; offset: number } {
  const raw = [query.queries ?? [], query['queries[]'] ?? []].flat();
  let limit = PAGE_SIZE;
  let offset = 0;
  for (const text of raw) {
    let method: unknown;
    let value: unknown;
    try {
      const parsed = JSON.parse(text) as { method?: unknown; values?: unknown[] };
      method = parsed.method;
      value = parsed.values?.[0];
    } catch {
      const call = /^(\w+)\((\d+)\)$/.exec(text.trim());
      method = call?.[1];
      value = call?.[2];
    }
    const number = Number(value);
    if (!Number.isSafeInteger(number) || number < 0) continue;
    if (method === 'limit') limit = Math.min(Math.max(number, 1), MAX_PAGE_SIZE);
    if (method === 'offset') offset = number;
  }
  return { limit, offset };
}

/** A bucket's files, newest first, searchable by name: the user's own, or every file for admins. */
export async function listFiles(
  deps: AppDeps,
  auth: AuthContext,
  bucketId: string,
  query: TFileListQuery,
): Promise<TFileList> {
  const { limit, offset } = pageOfQueries(query);
  const filter = and(
    eq(files.bucketId, bucketId),
    isAdminReader(auth) ? undefined : eq(files.ownerId, auth.user.id),
    query.search ? ilike(files.name, containsPattern(query.search)) : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    deps.db
      .select()
      .from(files)
      .where(filter)
      .orderBy(desc(files.createdAt), desc(files.id))
      .limit(limit)
      .offset(offset),
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(files)
      .where(filter),
  ]);
  return { total, files: rows.map(toFileDto) };
}
