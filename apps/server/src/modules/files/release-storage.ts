import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { storageUsage } from '../../db/schema.ts';

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
