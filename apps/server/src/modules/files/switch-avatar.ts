import { and, eq, isNull } from 'drizzle-orm';
import { AVATAR_BUCKET, messages } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { files, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { avatarFileIdOf, avatarPreviewUrl } from './avatar-url.ts';
import { releaseStorage } from './release-storage.ts';

export interface SwitchAvatarOptions {
  tx: DbOrTx;
  userId: string;
  /** The new avatar file, inserted in the same transaction. */
  fileId: string;
  at: Date;
}

/**
 * In the new avatar's transaction: points `users.avatar` at its preview URL and removes the
 * previous avatar's row (its id parsed from the old URL), giving its bytes back to the quota.
 * Returns the previous file's storage name: its bytes are deleted after the commit, so a failure
 * leaves the old avatar intact. Conditional on the avatar read just before, so concurrent
 * uploads each remove exactly the avatar they replaced.
 */
export async function switchAvatar({
  tx,
  userId,
  fileId,
  at,
}: SwitchAvatarOptions): Promise<string | null> {
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
      .returning({ id: users.id });
    if (!updated) continue;
    const oldId = avatarFileIdOf(previous);
    if (!oldId) return null;
    const [old] = await tx
      .delete(files)
      .where(and(eq(files.bucketId, AVATAR_BUCKET), eq(files.id, oldId), eq(files.ownerId, userId)))
      .returning({ storageName: files.storageName, size: files.sizeOriginal });
    if (!old) return null;
    await releaseStorage({ tx, userId, bytes: old.size });
    return old.storageName;
  }
  throw appError('resource_conflict', messages.toast.avatarFailed);
}
