import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { sessions } from '../../db/schema.ts';
import { writeAccountLog, type RequestOrigin } from './write-account-log.ts';

export interface DeleteAllSessionsOptions {
  deps: AppDeps;
  accountId: string;
  origin: RequestOrigin;
}

/** Logout everywhere: deletes every session of the account. */
export async function deleteAllSessions(options: DeleteAllSessionsOptions): Promise<void> {
  const { deps, accountId } = options;
  await deps.db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.accountId, accountId));
    await writeAccountLog({
      db: tx,
      accountId,
      event: 'session.delete',
      origin: options.origin,
      at: deps.clock.now(),
    });
  });
}
