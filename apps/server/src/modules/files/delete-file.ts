import { and, eq, like } from 'drizzle-orm';
import { AVATAR_BUCKET } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { files, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { findFile } from './find-file.ts';
import { removeFileObjects } from './remove-file-objects.ts';
import type { StorageContext } from './storage-context.ts';
import { releaseStorage } from './release-storage.ts';

export interface DeleteFileOptions {
  deps: AppDeps;
  storage: StorageContext;
  auth: AuthContext;
  bucketId: string;
  fileId: string;
}

/**
 * Deletes a file (owner, admins, or whom it grants `delete`; its owner may also cancel an
 * unfinished upload): the row first, giving its bytes back to the owner's quota, then its bytes,
 * chunks, previews and tokens. Deleting an avatar also clears it from the profile, so no profile
 * points at a missing image.
 */
export async function deleteFile({ deps, storage, auth, bucketId, fileId }: DeleteFileOptions) {
  const row = await findFile({
    db: deps.db,
    user: auth.user,
    bucketId,
    fileId,
    action: 'delete',
    includeUploading: true,
  });
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
      .returning({ ownerId: files.ownerId, size: files.sizeOriginal });
    if (!deleted) throw appError('storage_file_not_found');
    await releaseStorage({ tx, userId: deleted.ownerId, bytes: deleted.size });
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
  await removeFileObjects({ storage, storageName: row.storageName });
}
