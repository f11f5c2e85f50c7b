import { ID_UNIQUE, type TTarget } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { pushTargets } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { toTargetDto } from './to-target-dto.ts';
import { writeAccountLog, type RequestOrigin } from './write-account-log.ts';

export interface CreatePushTargetOptions {
  deps: AppDeps;
  accountId: string;
  input: { targetId: string; identifier: string; providerId?: string };
  origin: RequestOrigin;
}

/** Registers a device's push token for the account (`POST /account/targets/push`). */
export async function createPushTarget(options: CreatePushTargetOptions): Promise<TTarget> {
  const { deps, accountId, input } = options;
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushTargets)
      .values({
        id: input.targetId === ID_UNIQUE ? newId() : input.targetId,
        accountId,
        providerId: input.providerId ?? null,
        identifier: input.identifier,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw appError('user_target_already_exists');
    await writeAccountLog({
      db: tx,
      accountId,
      event: 'target.create',
      origin: options.origin,
      at,
    });
    return toTargetDto(row);
  });
}
