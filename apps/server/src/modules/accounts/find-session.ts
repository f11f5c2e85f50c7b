import { and, eq, gt } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { sessions } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import type { SessionRow } from '../../db/rows.ts';

export interface FindSessionOptions {
  deps: AppDeps;
  accountId: string;
  sessionId: string;
}

/** One of the account's own live sessions; another account's id is not found. */
export async function findSession(options: FindSessionOptions): Promise<SessionRow> {
  const [row] = await options.deps.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.id, options.sessionId),
        eq(sessions.accountId, options.accountId),
        gt(sessions.expiresAt, options.deps.clock.now()),
      ),
    )
    .limit(1);
  if (!row) throw appError('user_session_not_found');
  return row;
}
