import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { pushTargets } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { writeAccountLog, type RequestOrigin } from './write-account-log.ts';

export interface DeletePushTargetOptions {
  deps: AppDeps;
  accountId: string;
  targetId: string;
  origin: RequestOrigin;
}

/** Removes one of the account's own push targets; another account's is not found. */
export async function deletePushTarget(options: DeletePushTargetOptions): Promise<void> {
  const { deps, accountId } = options;
  await deps.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(pushTargets)
      .where(and(eq(pushTargets.id, options.targetId), eq(pushTargets.accountId, accountId)))
      .returning({ id: pushTargets.id });
    if (deleted.length === 0) throw appError('user_target_not_found');
    await writeAccountLog({
      db: tx,
      accountId,
      event: 'target.delete',
      origin: options.origin,
      at: deps.clock.now(),
    });
  });
}
