import { and, desc, eq, lt } from 'drizzle-orm';
import type { TAuditList } from '@copyvest/shared';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';

/** The audit log, newest first, filterable by admin and by target; cursor = last id seen. */
export async function listAudit(
  db: Db,
  query: { actorId?: string; targetId?: string; limit: number; cursor?: string },
): Promise<TAuditList> {
  const before = query.cursor ? Number(query.cursor) : undefined;
  const rows = await db
    .select({ entry: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
        query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
        before !== undefined && Number.isSafeInteger(before) ? lt(auditLog.id, before) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map(({ entry, actorName }) => ({
      ...entry,
      actorName,
      createdAt: entry.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit ? String(page.at(-1)!.entry.id) : null,
  };
}
