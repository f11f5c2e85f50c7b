import type { FileStore } from './file-store.ts';
import { objectKey, partsPrefix, previewsPrefix } from './storage-keys.ts';

/**
 * Deletes a file's bytes, pending chunks and cached previews, after its row is gone. A failure
 * leaves an orphan on disk (logged), never a row without content.
 */
export async function removeFileObjects(store: FileStore, storageName: string): Promise<void> {
  const results = await Promise.allSettled([
    store.delete(objectKey(storageName)),
    store.deleteFolder(partsPrefix(storageName)),
    store.deleteFolder(previewsPrefix(storageName)),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') {
      console.warn(`could not delete stored file ${storageName}: ${String(result.reason)}`);
    }
  }
}
