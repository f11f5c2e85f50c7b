import { and, eq, sql } from 'drizzle-orm';
import { messages } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { storageUsage } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { sizeLabel } from './size-label.ts';

export interface ReserveStorageOptions {
  tx: DbOrTx;
  userId: string;
  bytes: number;
  quota: number;
}

/**
 * Takes `bytes` of the user's quota, or refuses (403) when they would pass it. One conditional
 * update, correct under any concurrency.
 */
export async function reserveStorage({ tx, ...options }: ReserveStorageOptions): Promise<void> {
  const { userId, bytes, quota } = options;
  await tx.insert(storageUsage).values({ userId, bytes: 0 }).onConflictDoNothing();
  const [reserved] = await tx
    .update(storageUsage)
    .set({ bytes: sql`${storageUsage.bytes} + ${bytes}` })
    .where(and(eq(storageUsage.userId, userId), sql`${storageUsage.bytes} + ${bytes} <= ${quota}`))
    .returning({ bytes: storageUsage.bytes });
  if (!reserved) {
    throw appError('storage_quota_exceeded', messages.files.quotaExceeded(sizeLabel(quota)));
  }
}
