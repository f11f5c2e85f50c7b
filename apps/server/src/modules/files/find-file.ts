import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import type { UserRow } from '../../db/rows.ts';
import { mayAccess, type FileAction } from './permissions.ts';
import type { FileRow } from './to-file-dto.ts';

export interface FindFileOptions {
  db: DbOrTx;
  /** The signed-in user, or null for a guest. */
  user: UserRow | null;
  bucketId: string;
  fileId: string;
  action: FileAction;
  /** An unfinished upload is found too (its owner may cancel it); otherwise it does not exist. */
  includeUploading?: boolean;
}

/**
 * A file the caller may act on. A file they may not read, or an unfinished upload, gets the same
 * 404 as a missing one, so ids reveal nothing; a readable file they may not change gets 401.
 */
export async function findFile(options: FindFileOptions): Promise<FileRow> {
  const { db, user, bucketId, fileId, action } = options;
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.bucketId, bucketId), eq(files.id, fileId)))
    .limit(1);
  if (!row) throw appError('storage_file_not_found');
  if (row.status !== 'ready') {
    if (!options.includeUploading || row.ownerId !== user?.id) {
      throw appError('storage_file_not_found');
    }
    return row;
  }
  if (!mayAccess(user, row, 'read')) throw appError('storage_file_not_found');
  if (action !== 'read' && !mayAccess(user, row, action)) throw appError('user_unauthorized');
  return row;
}
