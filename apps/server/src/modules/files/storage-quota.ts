import { and, eq, sql } from 'drizzle-orm';
import { messages } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { storageUsage } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { sizeLabel } from './size-label.ts';

/**
 * Takes `bytes` of the user's quota, or refuses (403) when they would pass it. One conditional
 * update: correct on PGlite's single connection and under PostgreSQL's concurrency alike.
 */
export async function reserveStorage(
  tx: DbOrTx,
  options: { userId: string; bytes: number; quota: number },
): Promise<void> {
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

/** Gives back the bytes of a file that is gone (in the transaction that removes its row). */
export async function releaseStorage(
  tx: DbOrTx,
  options: { userId: string; bytes: number },
): Promise<void> {
  await tx
    .update(storageUsage)
    .set({ bytes: sql`${storageUsage.bytes} - ${options.bytes}` })
    .where(eq(storageUsage.userId, options.userId));
}

/** Bytes the user stores now (0 for a user who never uploaded). */
export async function storageUsed(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: storageUsage.bytes })
    .from(storageUsage)
    .where(eq(storageUsage.userId, userId));
  return row?.bytes ?? 0;
}
