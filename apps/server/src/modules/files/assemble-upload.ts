import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { fileChunks, files } from '../../db/schema.ts';
import { AppError, appError } from '../../lib/errors.ts';
import { abortUpload } from './abort-upload.ts';
import { checkStoredImage, IMAGE_REFUSALS } from './check-stored-image.ts';
import { readFileRow } from './read-file-row.ts';
import type { StorageContext } from './storage-context.ts';
import { objectKey, partKey, partsPrefix } from './storage-keys.ts';
import type { FileRow } from './to-file-dto.ts';

export interface AssembleUploadOptions {
  deps: AppDeps;
  storage: StorageContext;
  /** An upload whose chunks are all in. */
  row: FileRow;
}

/**
 * Joins an upload's chunks in order into the file's object (computing its MD5 signature), checks
 * the image (an unreadable one cancels the upload: 400), then marks the file ready and drops the
 * chunks. Safe to run twice at once (a retried last chunk): both write the same bytes, one marks
 * it ready, the other returns that.
 */
export async function assembleUpload({ deps, storage, row }: AssembleUploadOptions) {
  const { store } = storage;
  const md5 = createHash('md5');
  try {
    const chunks = await deps.db
      .select()
      .from(fileChunks)
      .where(and(eq(fileChunks.bucketId, row.bucketId), eq(fileChunks.fileId, row.id)))
      .orderBy(asc(fileChunks.index));
    const complete =
      chunks.length === row.chunksTotal &&
      chunks.every((chunk, index) => chunk.index === index) &&
      chunks.reduce((sum, chunk) => sum + chunk.size, 0) === row.sizeOriginal;
    if (!complete) throw new Error(`upload ${row.storageName} is not complete`);
    async function* joined() {
      for (const chunk of chunks) {
        const part = await store.get(partKey(row.storageName, chunk.partName));
        if (!part) throw new Error(`chunk ${chunk.index} of ${row.storageName} is missing`);
        for await (const bytes of part.stream as AsyncIterable<Buffer>) {
          md5.update(bytes);
          yield bytes;
        }
      }
    }
    await store.put(objectKey(row.storageName), joined());
  } catch (error) {
    // Another request finished the same upload (and removed its chunks) meanwhile.
    const current = await readFileRow({ db: deps.db, bucketId: row.bucketId, fileId: row.id });
    if (current?.status === 'ready' && current.storageName === row.storageName) return current;
    throw error;
  }

  try {
    await checkStoredImage({
      deps,
      storage,
      key: objectKey(row.storageName),
      mimeType: row.mimeType,
    });
  } catch (error) {
    if (error instanceof AppError && IMAGE_REFUSALS.has(error.type)) {
      await abortUpload({ deps, storage, row });
    }
    throw error;
  }

  const ready = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(files)
      .set({
        status: 'ready',
        signature: md5.digest('hex'),
        uploadSessionId: null,
        updatedAt: deps.clock.now(),
      })
      .where(
        and(
          eq(files.bucketId, row.bucketId),
          eq(files.id, row.id),
          eq(files.storageName, row.storageName),
          eq(files.status, 'uploading'),
        ),
      )
      .returning();
    if (updated) {
      await tx
        .delete(fileChunks)
        .where(and(eq(fileChunks.bucketId, row.bucketId), eq(fileChunks.fileId, row.id)));
    }
    return updated;
  });
  if (ready) {
    await store.deleteFolder(partsPrefix(row.storageName));
    return ready;
  }
  const current = await readFileRow({ db: deps.db, bucketId: row.bucketId, fileId: row.id });
  if (current?.status === 'ready' && current.storageName === row.storageName) return current;
  throw appError('storage_file_not_found');
}
