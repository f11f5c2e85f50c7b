import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { files } from '../../db/schema.ts';
import { removeFileObjects } from './remove-file-objects.ts';
import type { StorageContext } from './storage-context.ts';
import { releaseStorage } from './release-storage.ts';
import type { FileRow } from './to-file-dto.ts';

export interface AbortUploadOptions {
  deps: AppDeps;
  storage: StorageContext;
  row: Pick<FileRow, 'bucketId' | 'id' | 'storageName'>;
}

/**
 * Removes an unfinished upload with its chunks (their rows cascade), gives its bytes back to the
 * quota, then deletes its parts. Only while it is still unfinished: a file that completed
 * meanwhile stays. Returns whether this call removed it.
 */
export async function abortUpload(options: AbortUploadOptions): Promise<boolean> {
  const { deps, storage, row } = options;
  const removed = await deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(files)
      .where(
        and(
          eq(files.bucketId, row.bucketId),
          eq(files.id, row.id),
          eq(files.storageName, row.storageName),
          eq(files.status, 'uploading'),
        ),
      )
      .returning({ ownerId: files.ownerId, size: files.sizeOriginal });
    if (deleted) await releaseStorage({ tx, userId: deleted.ownerId, bytes: deleted.size });
    return !!deleted;
  });
  if (removed) await removeFileObjects({ storage, storageName: row.storageName });
  return removed;
}
