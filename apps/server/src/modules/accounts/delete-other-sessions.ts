import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

export interface DeleteOtherSessionsOptions {
  db: DbOrTx;
  accountId: string;
  keepSessionId: string;
}

/** Ends every session of the account but one (after a password change). */
export async function deleteOtherSessions({
  db,
  ...options
}: DeleteOtherSessionsOptions): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.accountId, options.accountId), ne(sessions.id, options.keepSessionId)));
}
