import { asc, eq } from 'drizzle-orm';
import type { TTarget } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { pushTargets } from '../../db/schema.ts';
import { toTargetDto } from './to-target-dto.ts';

export interface ListPushTargetsOptions {
  db: DbOrTx;
  accountId: string;
}

/** The account's messaging targets (part of `Models.User`). */
export async function listPushTargets({
  db,
  accountId,
}: ListPushTargetsOptions): Promise<TTarget[]> {
  const rows = await db
    .select()
    .from(pushTargets)
    .where(eq(pushTargets.accountId, accountId))
    .orderBy(asc(pushTargets.createdAt));
  return rows.map(toTargetDto);
}
