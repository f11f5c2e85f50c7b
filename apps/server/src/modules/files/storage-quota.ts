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
 * update: correct on PGlite's single connection and under PostgreSQL's concurrency alike.
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

export interface ReleaseStorageOptions {
  tx: DbOrTx;
  userId: string;
  bytes: number;
}

/** Gives back the bytes of a file that is gone (in the transaction that removes its row). */
export async function releaseStorage({ tx, ...options }: ReleaseStorageOptions): Promise<void> {
  await tx
    .update(storageUsage)
    .set({ bytes: sql`${storageUsage.bytes} - ${options.bytes}` })
    .where(eq(storageUsage.userId, options.userId));
}

export interface StorageUsedOptions {
  db: DbOrTx;
  userId: string;
}

/** Bytes the user stores now (0 for a user who never uploaded). */
export async function storageUsed({ db, userId }: StorageUsedOptions): Promise<number> {
  const [row] = await db
    .select({ bytes: storageUsage.bytes })
    .from(storageUsage)
    .where(eq(storageUsage.userId, userId));
  return row?.bytes ?? 0;
}
