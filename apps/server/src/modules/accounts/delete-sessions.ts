import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { sessions } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { messages } from '@copyvest/shared';

/** Logout everywhere: deletes every session of the account. */
export async function deleteAllSessions(deps: AppDeps, accountId: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.accountId, accountId));
}

/** Deletes one of the account's own sessions; another account's session id is not found. */
export async function deleteSession(
  deps: AppDeps,
  accountId: string,
  sessionId: string,
): Promise<void> {
  const deleted = await deps.db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.accountId, accountId)))
    .returning({ id: sessions.id });
  if (deleted.length === 0) throw notFound(messages.errors.sessionNotFound);
}
