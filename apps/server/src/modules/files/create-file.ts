import { and, eq } from 'drizzle-orm';
import { FILE_ID_UNIQUE, messages, type TFile } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { files } from '../../db/schema.ts';
import { appError, pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { Bucket } from './buckets.ts';
import { chunkLength, type ContentRange } from './content-range.ts';
import { cleanFileName } from './file-name.ts';
import type { FileStore } from './file-store.ts';
import { findFile } from './find-file.ts';
import { finishUpload } from './finish-upload.ts';
import { checkPermissions } from './permissions.ts';
import type { ReceivedFile, ReceivedUpload } from './receive-upload.ts';
import { removeFileObjects } from './remove-file-objects.ts';
import { newStorageName, objectKey, partKey, partsPrefix } from './storage-keys.ts';
import { toFileDto, type FileRow } from './to-file-dto.ts';

/** 1 to 36 characters; letters, digits, `.`, `-`, `_`; not starting with a special character. */
const FILE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,35}$/;

export interface CreateFileOptions {
  deps: AppDeps;
  store: FileStore;
  auth: AuthContext;
  bucket: Bucket;
  /** The request's Content-Range; null = the whole file in one request. */
  range: ContentRange | null;
  upload: ReceivedUpload;
}

interface Chunk {
  fileId: string;
  file: ReceivedFile;
  range: ContentRange;
}

/**
 * Creates a file, or takes the next chunk of one. A chunked upload (files over 5 MB arrive in
 * 5 MB chunks) is resumable: chunks come in order under the same file id; a chunk that already
 * arrived is acknowledged without being stored twice; an interrupted chunk leaves nothing behind
 * and is simply sent again. The answer always reports `chunksUploaded` of `chunksTotal`.
 */
export async function createFile(options: CreateFileOptions): Promise<TFile> {
  const { upload, store, auth } = options;
  try {
    const file = upload.file;
    if (!file)
      throw appError('general_argument_invalid', messages.validation.missingParameter('file'));
    const requestedId = upload.fields.get('fileId')?.[0]?.trim();
    if (!requestedId)
      throw appError('general_argument_invalid', messages.validation.missingParameter('fileId'));
    checkPermissions(permissionsOf(upload.fields), auth.user.id);
    const range = options.range ?? { start: 0, end: file.size - 1, total: file.size };
    if (file.size !== chunkLength(range))
      throw appError('storage_invalid_content_range', messages.files.chunkSizeMismatch);
    if (requestedId === FILE_ID_UNIQUE) {
      if (range.start > 0)
        throw appError('general_argument_invalid', messages.files.uniqueIdOnLaterChunk);
      return toFileDto(await startUpload(options, { fileId: newId(), file, range }));
    }
    if (!FILE_ID.test(requestedId)) throw appError('storage_invalid_appwrite_id');
    const chunk = { fileId: requestedId, file, range };
    const row =
      range.start === 0 ? await startUpload(options, chunk) : await continueUpload(options, chunk);
    return toFileDto(row);
  } finally {
    // A no-op once the chunk was moved into place.
    if (upload.file) await store.delete(upload.file.stagingKey);
  }
}

/** `permissions` / `permissions[]` fields: repeated values or one JSON array. */
function permissionsOf(fields: Map<string, string[]>): string[] {
  const values = [...(fields.get('permissions') ?? []), ...(fields.get('permissions[]') ?? [])];
  return values.flatMap((value) => {
    if (!value.trim().startsWith('[')) return [value];
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed.map(String) : [value];
    } catch {
      return [value];
    }
  });
}

async function insertFile<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw appError('storage_file_already_exists');
    throw error;
  }
}

/** The whole file, or the first chunk of a chunked upload. */
async function startUpload({ deps, store, auth, bucket }: CreateFileOptions, chunk: Chunk) {
  const { fileId, file, range } = chunk;
  const at = deps.clock.now();
  const single = range.end + 1 === range.total;
  const [existing] = await deps.db
    .select()
    .from(files)
    .where(and(eq(files.bucketId, bucket.id), eq(files.id, fileId)))
    .limit(1);
  if (existing) {
    // The first chunk again (a client resuming from the start): acknowledge what is there.
    const sameUpload =
      !single && existing.ownerId === auth.user.id && existing.sizeOriginal === range.total;
    if (sameUpload) return existing;
    throw appError('storage_file_already_exists');
  }

  const storageName = newStorageName();
  await store.move(file.stagingKey, single ? objectKey(storageName) : partKey(storageName, 0));
  const length = chunkLength(range);
  try {
    const [row] = await insertFile(() =>
      deps.db
        .insert(files)
        .values({
          bucketId: bucket.id,
          id: fileId,
          ownerId: auth.user.id,
          name: cleanFileName(file.filename, fileId),
          mimeType: file.mimeType!,
          sizeOriginal: range.total,
          sizeUploaded: length,
          chunksTotal: single ? 1 : Math.ceil(range.total / length),
          chunksUploaded: 1,
          status: single ? 'ready' : 'uploading',
          signature: single ? file.sha256 : null,
          storageName,
          createdAt: at,
          updatedAt: at,
        })
        .returning(),
    );
    return row!;
  } catch (error) {
    await removeFileObjects(store, storageName);
    throw error;
  }
}

/** A later chunk: appended when it starts where the upload stopped. */
async function continueUpload(
  { deps, store, auth, bucket }: CreateFileOptions,
  chunk: Chunk,
): Promise<FileRow> {
  const { fileId, file, range } = chunk;
  const row = await findFile(deps.db, auth, bucket.id, fileId, 'write');
  if (row.status === 'ready') return row;
  if (row.sizeOriginal !== range.total) throw appError('storage_chunk_conflict');
  if (range.end < row.sizeUploaded) {
    // Already received (a client retrying after a lost answer); finish a join that failed.
    return row.sizeUploaded === row.sizeOriginal ? finishUpload(deps, store, row) : row;
  }
  if (range.start !== row.sizeUploaded)
    throw appError('storage_chunk_conflict', messages.files.chunkOutOfOrder(row.sizeUploaded));

  const index = row.chunksUploaded;
  await store.move(file.stagingKey, partKey(row.storageName, index));
  const last = range.end + 1 === range.total;
  const remaining = last ? 0 : Math.ceil((range.total - range.end - 1) / chunkLength(range));
  const [updated] = await deps.db
    .update(files)
    .set({
      sizeUploaded: range.end + 1,
      chunksUploaded: index + 1,
      chunksTotal: index + 1 + remaining,
      updatedAt: deps.clock.now(),
    })
    .where(
      and(
        eq(files.bucketId, row.bucketId),
        eq(files.id, row.id),
        eq(files.status, 'uploading'),
        eq(files.sizeUploaded, range.start),
      ),
    )
    .returning();
  if (!updated) {
    // A concurrent request took this same chunk first.
    const current = await findFile(deps.db, auth, bucket.id, fileId, 'write');
    if (current.status === 'ready') await store.deleteFolder(partsPrefix(current.storageName));
    return current;
  }
  return last ? finishUpload(deps, store, updated) : updated;
}
