import type { StorageContext } from './storage-context.ts';
import { objectKey, partsPrefix, previewsPrefix } from './storage-keys.ts';

export interface RemoveFileObjectsOptions {
  storage: StorageContext;
  storageName: string;
}

/**
 * Deletes a file's bytes, pending chunks and cached previews, after its row is gone. A failure
 * leaves an orphan on disk (logged; the storage sweep removes it later), never a row without
 * content.
 */
export async function removeFileObjects({
  storage,
  storageName,
}: RemoveFileObjectsOptions): Promise<void> {
  storage.previews.forgetFile(storageName);
  const results = await Promise.allSettled([
    storage.store.delete(objectKey(storageName)),
    storage.store.deleteFolder(partsPrefix(storageName)),
    storage.store.deleteFolder(previewsPrefix(storageName)),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') {
      storage.log.warn(
        { err: result.reason, storageName },
        'could not delete a stored file (the storage sweep removes it later)',
      );
    }
  }
}
