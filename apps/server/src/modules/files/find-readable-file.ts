import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/rows.ts';
import { fileByToken } from './tokens/file-by-token.ts';
import { findFile } from './find-file.ts';
import type { FileRow } from './to-file-dto.ts';

export interface FindReadableFileOptions {
  deps: AppDeps;
  /** The signed-in user, or null for a guest. */
  user: UserRow | null;
  bucketId: string;
  fileId: string;
  /** The `token` query parameter (a share link), which alone decides when present. */
  token: string | undefined;
}

/** A finished file the request may read: by its share-link token, or by the caller's rights. */
export function findReadableFile(options: FindReadableFileOptions): Promise<FileRow> {
  const { deps, user, bucketId, fileId, token } = options;
  return token
    ? fileByToken({ deps, bucketId, fileId, token })
    : findFile({ db: deps.db, user, bucketId, fileId, action: 'read' });
}
