import { eq } from 'drizzle-orm';
import { messages, type TAuditList, type TListQuery } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';
import type { ListSpec } from '../../lib/queries/list-spec.ts';
import { runListQuery } from '../../lib/queries/run-list-query.ts';
import { auditNames } from './audit-names.ts';

const AUDIT_LIST: ListSpec = {
  table: auditLog,
  id: auditLog.id,
  attributes: {
    $createdAt: { column: auditLog.createdAt, type: 'datetime' },
    actorId: { column: auditLog.actorId, type: 'string' },
    action: { column: auditLog.action, type: 'string' },
    targetType: { column: auditLog.targetType, type: 'string' },
    targetId: { column: auditLog.targetId, type: 'string' },
  },
  defaultOrder: [{ attribute: '$createdAt', direction: 'desc' }],
  parseId: (id) => (/^\d{1,15}$/.test(id) ? Number(id) : undefined),
};

/** The audit log, newest first, filterable by admin (`actorId`) and target (`targetId`). */
export async function listAudit({
  db,
  query,
}: {
  db: DbOrTx;
  query: TListQuery;
}): Promise<TAuditList> {
  const { total, rows } = await runListQuery({
    db,
    spec: AUDIT_LIST,
    query,
    fetch: ({ where, orderBy, limit, offset }) =>
      db
        .select({ entry: auditLog, actorName: users.name })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  const names = await auditNames({ db, entries: rows.map((row) => row.entry) });
  const namesOf = (entry: { before: unknown; after: unknown }) => {
    const found: Record<string, string> = {};
    for (const side of [entry.before, entry.after]) {
      const id = (side as { userId?: unknown } | null)?.userId;
      const name = typeof id === 'string' ? names.users.get(id) : undefined;
      if (typeof id === 'string' && name) found[id] = name;
    }
    return found;
  };
  return {
    total,
    entries: rows.map(({ entry, actorName }) => ({
      $id: String(entry.id),
      $createdAt: entry.createdAt.toISOString(),
      $updatedAt: entry.createdAt.toISOString(),
      actorId: entry.actorId,
      actorName,
      actorRole: messages.audit.ownerActions.includes(entry.action)
        ? ('user' as const)
        : ('admin' as const),
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      targetName: names.targets.get(`${entry.targetType}:${entry.targetId}`) ?? null,
      userNames: namesOf(entry),
      before: entry.before,
      after: entry.after,
    })),
  };
}
