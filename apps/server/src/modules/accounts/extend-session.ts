import { and, eq, gt } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { sessions } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import type { SessionRow } from '../../plugins/auth.ts';
import { writeAccountLog, type RequestOrigin } from './write-account-log.ts';

export interface ExtendSessionOptions {
  deps: AppDeps;
  accountId: string;
  sessionId: string;
  origin: RequestOrigin;
}

/** Extends one of the account's sessions by SESSION_DAYS from now (`PATCH /account/sessions/{id}`). */
export async function extendSession(options: ExtendSessionOptions): Promise<SessionRow> {
  const { deps } = options;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(sessions)
      .set({
        expiresAt: new Date(now.getTime() + deps.config.SESSION_DAYS * 86_400_000),
        updatedAt: now,
      })
      .where(
        and(
          eq(sessions.id, options.sessionId),
          eq(sessions.accountId, options.accountId),
          gt(sessions.expiresAt, now),
        ),
      )
      .returning();
    if (!row) throw appError('user_session_not_found');
    await writeAccountLog({
      db: tx,
      accountId: options.accountId,
      event: 'session.update',
      origin: options.origin,
      at: now,
    });
    return row;
  });
}
