import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { isAdminReader } from './permissions.ts';
import type { FileRow } from './to-file-dto.ts';

/**
 * A file the signed-in user may read (owner or admin) or write (owner). Anyone else gets the same
 * 404 as for a missing file, so ids do not reveal other users' files.
 */
export async function findFile(
  db: DbOrTx,
  auth: AuthContext,
  bucketId: string,
  fileId: string,
  access: 'read' | 'write',
): Promise<FileRow> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.bucketId, bucketId), eq(files.id, fileId)))
    .limit(1);
  const owner = row?.ownerId === auth.user.id;
  if (!row || (!owner && !isAdminReader(auth))) throw appError('storage_file_not_found');
  if (access === 'write' && !owner) throw appError('user_unauthorized');
  return row;
}
