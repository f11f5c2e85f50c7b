import { and, eq, sql } from 'drizzle-orm';
import { messages } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { fileChunks, files } from '../../db/schema.ts';
import { appError, pgErrorCode, PG_FOREIGN_KEY_VIOLATION } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { abortUpload } from './abort-upload.ts';
import { assembleUpload } from './assemble-upload.ts';
import type { Bucket } from './buckets.ts';
import type { ChunkPlan } from './content-range.ts';
import { openUpload } from './open-upload.ts';
import { readFileRow } from './read-file-row.ts';
import type { ReceivedFile } from './receive-upload.ts';
import type { StorageContext } from './storage-context.ts';
import { newPartName, partKey } from './storage-keys.ts';
import type { NewFileFields, StoreResult } from './store-whole-file.ts';
import type { FileRow } from './to-file-dto.ts';

export interface StoreChunkOptions {
  deps: AppDeps;
  storage: StorageContext;
  auth: AuthContext;
  bucket: Bucket;
  fields: NewFileFields;
  chunk: ChunkPlan;
  /** Received into staging (sniffed when it is chunk 0). */
  file: ReceivedFile;
}

/** The upload changed under the chunk's transaction (finished or removed): roll it back. */
class UploadMoved extends Error {}

/**
 * One chunk of a chunked upload, in any order and in parallel with the others. Its bytes are kept
 * under a part name of their own, then one transaction records the chunk (the primary key lets
 * each index in exactly once) and counts it on the file; the request whose chunk completes the
 * count assembles the file. A chunk sent again is acknowledged without being stored twice; the
 * same chunk with other bytes cancels the upload (409), so a file is never a mix of two.
 */
export async function storeChunk(options: StoreChunkOptions): Promise<StoreResult> {
  const { deps, storage, bucket, chunk, file } = options;
  const upload = await openUpload(options);
  if (upload.status === 'ready') return { row: upload, created: false };

  const partName = newPartName();
  const key = partKey(upload.storageName, partName);
  await storage.store.move(file.stagingKey, key);
  let outcome: { stored: FileRow } | { duplicateOf: string | null };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const [added] = await tx
        .insert(fileChunks)
        .values({
          bucketId: bucket.id,
          fileId: upload.id,
          index: chunk.index,
          size: file.size,
          sha256: file.sha256,
          partName,
          createdAt: deps.clock.now(),
        })
        .onConflictDoNothing()
        .returning({ index: fileChunks.index });
      if (!added) {
        const [first] = await tx
          .select({ sha256: fileChunks.sha256 })
          .from(fileChunks)
          .where(
            and(
              eq(fileChunks.bucketId, bucket.id),
              eq(fileChunks.fileId, upload.id),
              eq(fileChunks.index, chunk.index),
            ),
          );
        return { duplicateOf: first?.sha256 ?? null };
      }
      const [counted] = await tx
        .update(files)
        .set({
          chunksUploaded: sql`${files.chunksUploaded} + 1`,
          sizeUploaded: sql`${files.sizeUploaded} + ${file.size}`,
          ...(chunk.index === 0 ? { mimeType: file.mimeType! } : {}),
          updatedAt: deps.clock.now(),
        })
        .where(
          and(
            eq(files.bucketId, bucket.id),
            eq(files.id, upload.id),
            eq(files.storageName, upload.storageName),
            eq(files.status, 'uploading'),
          ),
        )
        .returning();
      if (!counted) throw new UploadMoved();
      return { stored: counted };
    });
  } catch (error) {
    await storage.store.delete(key);
    if (error instanceof UploadMoved || pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) {
      return { row: await settled(options, upload), created: false };
    }
    throw error;
  }

  if ('duplicateOf' in outcome) {
    await storage.store.delete(key);
    if (outcome.duplicateOf !== file.sha256) {
      await abortUpload({ deps, storage, row: upload });
      throw appError(
        'storage_chunk_conflict',
        messages.files.chunkContentConflict(chunk.index + 1),
      );
    }
    const current = await settled(options, upload);
    const complete =
      current.status === 'uploading' && current.chunksUploaded === current.chunksTotal;
    // A retry of the last chunk after an assembly that failed finishes it.
    return complete
      ? { row: await assembleUpload({ deps, storage, row: current }), created: false }
      : { row: current, created: false };
  }
  const row = outcome.stored;
  if (row.chunksUploaded < row.chunksTotal) return { row, created: true };
  return { row: await assembleUpload({ deps, storage, row }), created: true };
}

/** The upload as it is now: finished (a late chunk is acknowledged) or still open; gone is a 404. */
async function settled(options: StoreChunkOptions, upload: FileRow): Promise<FileRow> {
  const current = await readFileRow({
    db: options.deps.db,
    bucketId: upload.bucketId,
    fileId: upload.id,
  });
  if (!current || current.storageName !== upload.storageName) {
    throw appError('storage_file_not_found');
  }
  return current;
}
