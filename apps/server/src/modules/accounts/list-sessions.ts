import { and, desc, eq, gt } from 'drizzle-orm';
import type { TSessionList } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { sessions } from '../../db/schema.ts';

export async function listSessions(
  deps: AppDeps,
  accountId: string,
  currentId: string,
): Promise<TSessionList> {
  const rows = await deps.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), gt(sessions.expiresAt, deps.clock.now())))
    .orderBy(desc(sessions.createdAt));
  return {
    total: rows.length,
    sessions: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      ip: row.ip,
      userAgent: row.userAgent,
      current: row.id === currentId,
    })),
  };
}
