import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { sessions } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import type { SessionRow } from '../../db/rows.ts';
import { withinSessionLimits } from './select-live-sessions.ts';
import { writeAccountLog, type RequestOrigin } from './write-account-log.ts';

export interface ExtendSessionOptions {
  deps: AppDeps;
  accountId: string;
  sessionId: string;
  origin: RequestOrigin;
}

/**
 * Extends one of the account's live sessions by SESSION_DAYS from now, but never past its
 * absolute end, SESSION_MAX_DAYS after its creation (`PATCH /account/sessions/{id}`); a use, so
 * it also records the session's last use.
 */
export async function extendSession(options: ExtendSessionOptions): Promise<SessionRow> {
  const { deps } = options;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(sessions)
      .set({
        expiresAt: sql`least(${new Date(now.getTime() + deps.config.SESSION_DAYS * 86_400_000).toISOString()}::timestamptz,
          ${sessions.createdAt} + ${sql.raw(`interval '${deps.config.SESSION_MAX_DAYS} days'`)})`,
        updatedAt: now,
        accessedAt: now,
      })
      .where(
        and(
          eq(sessions.id, options.sessionId),
          eq(sessions.accountId, options.accountId),
          gt(sessions.expiresAt, now),
          withinSessionLimits(now, deps.config),
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
