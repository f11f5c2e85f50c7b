import type { AppDeps } from '../../app-deps.ts';
import { files } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Bucket } from './buckets.ts';
import { checkStoredImage } from './check-stored-image.ts';
import { readFileRow } from './read-file-row.ts';
import type { ReceivedFile } from './receive-upload.ts';
import { removeFileObjects } from './remove-file-objects.ts';
import type { StorageContext } from './storage-context.ts';
import { newStorageName, objectKey } from './storage-keys.ts';
import { reserveStorage } from './reserve-storage.ts';
import { switchAvatar } from './switch-avatar.ts';
import type { FileRow } from './to-file-dto.ts';

export interface NewFileFields {
  fileId: string;
  name: string;
  folder: string;
  permissions: string[];
}

export interface StoreWholeFileOptions {
  deps: AppDeps;
  storage: StorageContext;
  auth: AuthContext;
  bucket: Bucket;
  fields: NewFileFields;
  /** Received into staging, type already sniffed. */
  file: ReceivedFile;
  /** Sent with a Content-Range: a retry of a finished file is acknowledged instead of refused. */
  ranged: boolean;
}

export interface StoreResult {
  row: FileRow;
  /** False when the request changed nothing (a retry). */
  created: boolean;
}

/**
 * A file in one request: the image is checked (pixels, decoding), moved into place, then one
 * transaction adds its row, takes its bytes from the quota and, in the avatar bucket, makes it
 * the uploader's avatar (removing the previous one). Any failure removes the new bytes.
 */
export async function storeWholeFile(options: StoreWholeFileOptions): Promise<StoreResult> {
  const { deps, storage, auth, bucket, fields, file } = options;
  await checkStoredImage({ deps, storage, key: file.stagingKey, mimeType: file.mimeType! });
  const userId = auth.user.id;
  const storageName = newStorageName();
  try {
    await storage.store.move(file.stagingKey, objectKey(storageName));
    const stored = await deps.db.transaction(async (tx) => {
      const at = deps.clock.now();
      const [row] = await tx
        .insert(files)
        .values({
          bucketId: bucket.id,
          id: fields.fileId,
          ownerId: userId,
          name: fields.name,
          folder: fields.folder,
          mimeType: file.mimeType!,
          sizeOriginal: file.size,
          sizeUploaded: file.size,
          chunksTotal: 1,
          chunksUploaded: 1,
          status: 'ready',
          signature: file.md5,
          permissions: fields.permissions,
          storageName,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      const replaced = bucket.avatar
        ? await switchAvatar({ tx, userId, fileId: row.id, at })
        : null;
      await reserveStorage({
        tx,
        userId,
        bytes: file.size,
        quota: deps.config.STORAGE_QUOTA_BYTES,
      });
      return { row, replaced };
    });
    if (!stored) {
      const existing = await readFileRow({
        db: deps.db,
        bucketId: bucket.id,
        fileId: fields.fileId,
      });
      const retry =
        options.ranged &&
        existing?.status === 'ready' &&
        existing.ownerId === userId &&
        existing.signature === file.md5;
      if (!retry) throw appError('storage_file_already_exists');
      await removeFileObjects({ storage, storageName });
      return { row: existing, created: false };
    }
    if (stored.replaced) await removeFileObjects({ storage, storageName: stored.replaced });
    return { row: stored.row, created: true };
  } catch (error) {
    await removeFileObjects({ storage, storageName });
    throw error;
  }
}
