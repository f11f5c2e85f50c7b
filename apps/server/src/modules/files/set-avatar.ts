import { and, eq, isNull } from 'drizzle-orm';
import { AVATAR_BUCKET, messages } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { files, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { AuthContext, UserRow } from '../../plugins/auth.ts';
import { avatarFileIdOf, avatarPreviewUrl } from './avatar-url.ts';
import { cleanFileName } from './file-name.ts';
import type { FileStore } from './file-store.ts';
import type { ReceivedUpload } from './receive-upload.ts';
import { removeFileObjects } from './remove-file-objects.ts';
import { newStorageName, objectKey } from './storage-keys.ts';

export interface SetAvatarOptions {
  deps: AppDeps;
  store: FileStore;
  auth: AuthContext;
  /** Received with the `images` bucket's limits (2 MB, png/jpeg). */
  upload: ReceivedUpload;
}

/**
 * Makes the uploaded image the user's avatar. The new file is stored first; then one database
 * transaction adds its row, points `users.avatar` at its preview URL and removes the old avatar's
 * row (its id parsed from the old URL). Only after the commit are the old bytes deleted, so any
 * failure leaves the old avatar intact (and the new bytes are removed).
 */
export async function setAvatar({ deps, store, auth, upload }: SetAvatarOptions): Promise<UserRow> {
  const file = upload.file;
  if (!file) throw appError('general_argument_invalid', messages.validation.selectImage);
  const userId = auth.user.id;
  const storageName = newStorageName();
  try {
    await store.move(file.stagingKey, objectKey(storageName));
    const { user, replaced } = await deps.db.transaction(async (tx) => {
      const at = deps.clock.now();
      const fileId = newId();
      await tx.insert(files).values({
        bucketId: AVATAR_BUCKET,
        id: fileId,
        ownerId: userId,
        name: cleanFileName(file.filename, fileId),
        mimeType: file.mimeType!,
        sizeOriginal: file.size,
        sizeUploaded: file.size,
        chunksTotal: 1,
        chunksUploaded: 1,
        status: 'ready',
        signature: file.sha256,
        storageName,
        createdAt: at,
        updatedAt: at,
      });
      // Conditional on the avatar read just before, so concurrent uploads each remove exactly
      // the avatar they replaced.
      for (let attempt = 0; attempt < 5; attempt++) {
        const [current] = await tx
          .select({ avatar: users.avatar })
          .from(users)
          .where(eq(users.id, userId));
        const previous = current?.avatar ?? null;
        const [updated] = await tx
          .update(users)
          .set({ avatar: avatarPreviewUrl(fileId), updatedAt: at })
          .where(
            and(
              eq(users.id, userId),
              previous === null ? isNull(users.avatar) : eq(users.avatar, previous),
            ),
          )
          .returning();
        if (!updated) continue;
        const oldId = avatarFileIdOf(previous);
        const [old] = oldId
          ? await tx
              .delete(files)
              .where(
                and(
                  eq(files.bucketId, AVATAR_BUCKET),
                  eq(files.id, oldId),
                  eq(files.ownerId, userId),
                ),
              )
              .returning({ storageName: files.storageName })
          : [];
        return { user: updated, replaced: old };
      }
      throw appError('resource_conflict', messages.toast.avatarFailed);
    });
    if (replaced) await removeFileObjects(store, replaced.storageName);
    return user;
  } catch (error) {
    await removeFileObjects(store, storageName);
    throw error;
  } finally {
    await store.delete(file.stagingKey);
  }
}
