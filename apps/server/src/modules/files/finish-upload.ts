import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { files } from '../../db/schema.ts';
import type { FileStore } from './file-store.ts';
import { objectKey, partKey, partsPrefix } from './storage-keys.ts';
import type { FileRow } from './to-file-dto.ts';

/**
 * Joins a chunked upload's parts into the file's object (hashing it on the way), marks the file
 * ready and drops the parts. Safe to repeat: a retried last chunk finishes a join that failed.
 */
export async function finishUpload(
  deps: AppDeps,
  store: FileStore,
  row: FileRow,
): Promise<FileRow> {
  const hash = createHash('sha256');
  let size = 0;
  async function* joined() {
    for (let index = 0; index < row.chunksUploaded; index++) {
      const part = await store.get(partKey(row.storageName, index));
      if (!part) throw new Error(`chunk ${index} of ${row.storageName} is missing`);
      for await (const chunk of part.stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        hash.update(chunk);
        yield chunk;
      }
    }
    if (size !== row.sizeOriginal) {
      throw new Error(`joined ${size} bytes for ${row.storageName}, expected ${row.sizeOriginal}`);
    }
  }
  await store.put(objectKey(row.storageName), joined());
  const [ready] = await deps.db
    .update(files)
    .set({ status: 'ready', signature: hash.digest('hex'), updatedAt: deps.clock.now() })
    .where(
      and(eq(files.bucketId, row.bucketId), eq(files.id, row.id), eq(files.status, 'uploading')),
    )
    .returning();
  await store.deleteFolder(partsPrefix(row.storageName));
  if (ready) return ready;
  const [current] = await deps.db
    .select()
    .from(files)
    .where(and(eq(files.bucketId, row.bucketId), eq(files.id, row.id)));
  return current ?? row;
}
