import { and, desc, eq, gt } from 'drizzle-orm';
import type { TSessionList } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { sessions } from '../../db/schema.ts';
import { toSessionDto } from './to-session-dto.ts';

export interface ListSessionsOptions {
  deps: AppDeps;
  accountId: string;
  currentSessionId: string;
}

/** The account's live sessions, newest first; the caller's own is marked `current`. */
export async function listSessions(options: ListSessionsOptions): Promise<TSessionList> {
  const rows = await options.deps.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.accountId, options.accountId),
        gt(sessions.expiresAt, options.deps.clock.now()),
      ),
    )
    .orderBy(desc(sessions.createdAt));
  return {
    total: rows.length,
    sessions: rows.map((row) => toSessionDto(row, options.currentSessionId)),
  };
}
