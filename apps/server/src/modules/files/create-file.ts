import { cleanFolder, FILE_ID_UNIQUE, messages, type TFile } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { appError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Bucket } from './buckets.ts';
import { chunkLength, type ChunkPlan } from './content-range.ts';
import { decidePermissions } from './permissions.ts';
import type { ReceivedUpload } from './receive-upload.ts';
import type { StorageContext } from './storage-context.ts';
import { storeChunk } from './store-chunk.ts';
import { storeWholeFile, type NewFileFields } from './store-whole-file.ts';
import { toFileDto } from './to-file-dto.ts';

/** 1 to 36 characters; letters, digits, `.`, `-`, `_`; not starting with a special character. */
const FILE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,35}$/;

export interface CreateFileOptions {
  deps: AppDeps;
  storage: StorageContext;
  auth: AuthContext;
  bucket: Bucket;
  /** The chunk this request carries; null = the whole file. */
  chunk: ChunkPlan | null;
  /** The `x-appwrite-id` header: the file id of a chunk after the first (the SDK sends it). */
  uploadId: string | undefined;
  upload: ReceivedUpload;
}

/**
 * `POST /storage/buckets/{bucketId}/files` as the SDK sends it: a whole file, or one chunk of a
 * chunked upload (in any order). Answers the file (201 when this request stored something, 200 for
 * a retry that changed nothing); the staged bytes never outlive the request.
 */
export async function createFile(
  options: CreateFileOptions,
): Promise<{ file: TFile; created: boolean }> {
  const { deps, storage, auth, bucket, chunk, upload } = options;
  try {
    const file = upload.file;
    if (!file)
      throw appError('general_argument_invalid', messages.validation.missingParameter('file'));
    if (chunk && file.size !== chunkLength(chunk.range)) {
      throw appError('storage_invalid_content_range', messages.files.chunkSizeMismatch);
    }
    const fields: NewFileFields = {
      fileId: fileIdOf(options),
      name: file.name,
      folder: folderOf(upload.fields),
      permissions: decidePermissions({
        requested: permissionsOf(upload.fields),
        actor: auth.user,
        ownerId: auth.user.id,
        avatar: bucket.avatar,
        privateBucket: bucket.private,
      }),
    };
    const whole = !chunk || chunk.count === 1;
    const { row, created } = whole
      ? await storeWholeFile({ deps, storage, auth, bucket, fields, file, ranged: !!chunk })
      : await storeChunk({ deps, storage, auth, bucket, fields, chunk, file });
    return { file: toFileDto(row), created };
  } finally {
    // A no-op once the bytes were moved into place.
    if (upload.file) await storage.store.delete(upload.file.stagingKey);
  }
}

function fileIdOf({ chunk, uploadId, upload }: CreateFileOptions): string {
  const requested = (chunk && uploadId ? uploadId : upload.fields.get('fileId')?.[0])?.trim();
  if (!requested) {
    throw appError('general_argument_invalid', messages.validation.missingParameter('fileId'));
  }
  if (requested === FILE_ID_UNIQUE) {
    if (chunk && chunk.index > 0) {
      throw appError('general_argument_invalid', messages.files.uniqueIdOnLaterChunk);
    }
    return newId();
  }
  if (!FILE_ID.test(requested)) throw appError('storage_invalid_appwrite_id');
  return requested;
}

/** `permissions[]` fields (the SDK's form), or one JSON array; none at all = the defaults. */
function permissionsOf(fields: Map<string, string[]>): string[] | null {
  const values = [...(fields.get('permissions') ?? []), ...(fields.get('permissions[]') ?? [])];
  if (values.length === 0) return null;
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

function folderOf(fields: Map<string, string[]>): string {
  const folder = cleanFolder(fields.get('folder')?.[0] ?? '');
  if (folder === null) throw appError('general_argument_invalid', messages.files.folderInvalid);
  return folder;
}
