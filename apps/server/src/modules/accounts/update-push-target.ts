import { and, eq } from 'drizzle-orm';
import type { TTarget } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { pushTargets } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { toTargetDto } from './to-target-dto.ts';
import { writeAccountLog, type RequestOrigin } from './write-account-log.ts';

export interface UpdatePushTargetOptions {
  deps: AppDeps;
  accountId: string;
  targetId: string;
  identifier: string;
  origin: RequestOrigin;
}

/** A new push token for one of the account's own targets; another account's is not found. */
export async function updatePushTarget(options: UpdatePushTargetOptions): Promise<TTarget> {
  const { deps, accountId } = options;
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(pushTargets)
      .set({ identifier: options.identifier, expired: false, updatedAt: at })
      .where(and(eq(pushTargets.id, options.targetId), eq(pushTargets.accountId, accountId)))
      .returning();
    if (!row) throw appError('user_target_not_found');
    await writeAccountLog({
      db: tx,
      accountId,
      event: 'target.update',
      origin: options.origin,
      at,
    });
    return toTargetDto(row);
  });
}
