import type { AppDeps } from '../../app-deps.ts';
import { appError } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { fileByToken } from '../file-tokens/file-by-token.ts';
import type { StoredObject } from './file-store.ts';
import { findFile } from './find-file.ts';
import type { StorageContext } from './storage-context.ts';
import { objectKey } from './storage-keys.ts';
import type { FileRow } from './to-file-dto.ts';

export interface ReadableFileOptions {
  deps: AppDeps;
  /** The signed-in user, or null for a guest. */
  user: UserRow | null;
  bucketId: string;
  fileId: string;
  /** The `token` query parameter (a share link), which alone decides when present. */
  token: string | undefined;
}

/** A finished file the request may read: by its share-link token, or by the caller's rights. */
export function readableFile(options: ReadableFileOptions): Promise<FileRow> {
  const { deps, user, bucketId, fileId, token } = options;
  return token
    ? fileByToken({ deps, bucketId, fileId, token })
    : findFile({ db: deps.db, user, bucketId, fileId, action: 'read' });
}

/** A readable file with a stream of its bytes (download and view). */
export async function openFile(
  options: ReadableFileOptions & { storage: StorageContext },
): Promise<{ row: FileRow; object: StoredObject }> {
  const row = await readableFile(options);
  const object = await options.storage.store.get(objectKey(row.storageName));
  if (!object) throw appError('storage_file_not_found');
  return { row, object };
}
