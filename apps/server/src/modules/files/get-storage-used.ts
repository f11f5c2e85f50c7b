import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { storageUsage } from '../../db/schema.ts';

export interface GetStorageUsedOptions {
  db: DbOrTx;
  userId: string;
}

/** Bytes the user stores now (0 for a user who never uploaded). */
export async function getStorageUsed({ db, userId }: GetStorageUsedOptions): Promise<number> {
  const [row] = await db
    .select({ bytes: storageUsage.bytes })
    .from(storageUsage)
    .where(eq(storageUsage.userId, userId));
  return row?.bytes ?? 0;
}
