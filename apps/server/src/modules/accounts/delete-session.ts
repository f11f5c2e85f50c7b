import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { sessions } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { writeAccountLog, type RequestOrigin } from './write-account-log.ts';

export interface DeleteSessionOptions {
  deps: AppDeps;
  accountId: string;
  sessionId: string;
  origin: RequestOrigin;
}

/** Deletes one of the account's own sessions; another account's session id is not found. */
export async function deleteSession(options: DeleteSessionOptions): Promise<void> {
  const { deps, accountId } = options;
  await deps.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, options.sessionId), eq(sessions.accountId, accountId)))
      .returning({ id: sessions.id });
    if (deleted.length === 0) throw appError('user_session_not_found');
    await writeAccountLog({
      db: tx,
      accountId,
      event: 'session.delete',
      origin: options.origin,
      at: deps.clock.now(),
    });
  });
}
