import type { AppDeps } from '../../app-deps.ts';
import { files } from '../../db/schema.ts';
import { messages } from '@copyvest/shared';
import { appError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Bucket } from './buckets.ts';
import type { ChunkPlan } from './content-range.ts';
import { readFileRow } from './read-file-row.ts';
import type { NewFileFields } from './store-whole-file.ts';
import { newStorageName } from './storage-keys.ts';
import { reserveStorage } from './reserve-storage.ts';
import type { FileRow } from './to-file-dto.ts';

export interface OpenUploadOptions {
  deps: AppDeps;
  auth: AuthContext;
  bucket: Bucket;
  fields: NewFileFields;
  chunk: ChunkPlan;
}

/**
 * The upload a chunk belongs to. Whichever chunk arrives first creates it (taking the whole
 * file's size from the quota in the same transaction); the others join it. An upload belongs to
 * its owner's session that started it and has one total size: anything else is a 409, so two
 * uploads under one id never mix. A finished file is returned as it is (a late retry).
 */
export async function openUpload(options: OpenUploadOptions): Promise<FileRow> {
  const { deps, auth, bucket, fields, chunk } = options;
  const total = chunk.range.total;
  const row = await deps.db.transaction(async (tx) => {
    const at = deps.clock.now();
    const [created] = await tx
      .insert(files)
      .values({
        bucketId: bucket.id,
        id: fields.fileId,
        ownerId: auth.user.id,
        name: fields.name,
        folder: fields.folder,
        mimeType: '',
        sizeOriginal: total,
        sizeUploaded: 0,
        chunksTotal: chunk.count,
        chunksUploaded: 0,
        status: 'uploading',
        signature: null,
        permissions: fields.permissions,
        uploadSessionId: auth.sessionId,
        storageName: newStorageName(),
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (created) {
      await reserveStorage({
        tx,
        userId: auth.user.id,
        bytes: total,
        quota: deps.config.STORAGE_QUOTA_BYTES,
      });
      return created;
    }
    return readFileRow({ db: tx, bucketId: bucket.id, fileId: fields.fileId });
  });
  // Removed between the insert and the read (expired or cancelled): the client starts again.
  if (!row) throw appError('storage_file_not_found');
  if (row.ownerId !== auth.user.id) throw appError('storage_file_already_exists');
  if (row.status === 'ready') {
    if (row.sizeOriginal !== total) throw appError('storage_file_already_exists');
    return row;
  }
  if (row.uploadSessionId !== auth.sessionId) {
    throw appError('storage_file_already_exists', messages.files.uploadInOtherSession);
  }
  if (row.sizeOriginal !== total) throw appError('storage_chunk_conflict');
  return row;
}
