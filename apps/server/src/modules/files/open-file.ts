import { appError } from '../../lib/errors.ts';
import type { StoredObject } from './file-store.ts';
import type { StorageContext } from './storage-context.ts';
import { objectKey } from './storage-keys.ts';
import type { FileRow } from './to-file-dto.ts';
import { type FindReadableFileOptions, findReadableFile } from './find-readable-file.ts';

/** A readable file with a stream of its bytes (download and view). */
export async function openFile(
  options: FindReadableFileOptions & { storage: StorageContext },
): Promise<{ row: FileRow; object: StoredObject }> {
  const row = await findReadableFile(options);
  const object = await options.storage.store.get(objectKey(row.storageName));
  if (!object) throw appError('storage_file_not_found');
  return { row, object };
}
