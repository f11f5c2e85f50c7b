import { and, eq, like } from 'drizzle-orm';
import { AVATAR_BUCKET } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { files, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { FileStore } from './file-store.ts';
import { findFile } from './find-file.ts';
import { removeFileObjects } from './remove-file-objects.ts';

/**
 * Deletes a file (owner only): the row first, then its bytes and previews. Deleting the file that
 * is the owner's avatar also clears the avatar, so no profile points at a missing image.
 */
export async function deleteFile(
  deps: AppDeps,
  store: FileStore,
  auth: AuthContext,
  bucketId: string,
  fileId: string,
): Promise<void> {
  const row = await findFile(deps.db, auth, bucketId, fileId, 'write');
  await deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(files)
      .where(
        and(
          eq(files.bucketId, bucketId),
          eq(files.id, fileId),
          eq(files.storageName, row.storageName),
        ),
      )
      .returning({ id: files.id });
    if (!deleted) throw appError('storage_file_not_found');
    if (bucketId === AVATAR_BUCKET) {
      await tx
        .update(users)
        .set({ avatar: null, updatedAt: deps.clock.now() })
        .where(
          and(
            eq(users.id, row.ownerId),
            like(users.avatar, containsPattern(`/buckets/${AVATAR_BUCKET}/files/${fileId}/`)),
          ),
        );
    }
  });
  await removeFileObjects(store, row.storageName);
}
