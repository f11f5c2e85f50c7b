import type { AppDeps } from '../../app-deps.ts';
import { appError } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { FileStore, StoredObject } from './file-store.ts';
import { findFile } from './find-file.ts';
import { objectKey } from './storage-keys.ts';
import type { FileRow } from './to-file-dto.ts';

/** A complete file the user may read, with a stream of its bytes (download and view). */
export async function openFile(
  deps: AppDeps,
  store: FileStore,
  auth: AuthContext,
  bucketId: string,
  fileId: string,
): Promise<{ row: FileRow; object: StoredObject }> {
  const row = await findFile(deps.db, auth, bucketId, fileId, 'read');
  if (row.status !== 'ready') throw appError('storage_upload_incomplete');
  const object = await store.get(objectKey(row.storageName));
  if (!object) throw appError('storage_file_not_found');
  return { row, object };
}
