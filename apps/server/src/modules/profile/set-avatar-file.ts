import { and, eq } from 'drizzle-orm';
import { AVATAR_BUCKET, messages } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { files, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { avatarFileIdOf, avatarPreviewUrl } from '../files/index.ts';

export interface SetAvatarFileOptions {
  deps: AppDeps;
  userId: string;
  /** A URL of one of the user's own finished uploads in the `images` bucket, or null for none. */
  avatar: string | null;
}

/**
 * Points the user's avatar at an image they already uploaded (the SDK's way: `createFile`, then
 * an update of the user's `avatar`), stored as its 150 × 150 preview URL. Any other URL, or a
 * file of someone else, is refused and nothing changes. The previous avatar file stays the
 * user's own file (they may delete it through storage).
 */
export async function setAvatarFile({ deps, userId, avatar }: SetAvatarFileOptions) {
  let value: string | null = null;
  if (avatar !== null) {
    const fileId = avatarFileIdOf(avatar);
    const [file] = fileId
      ? await deps.db
          .select({ id: files.id })
          .from(files)
          .where(
            and(
              eq(files.bucketId, AVATAR_BUCKET),
              eq(files.id, fileId),
              eq(files.ownerId, userId),
              eq(files.status, 'ready'),
            ),
          )
          .limit(1)
      : [];
    if (!file) throw appError('user_unauthorized', messages.data.avatarNotOwnFile);
    value = avatarPreviewUrl(file.id);
  }
  const [updated] = await deps.db
    .update(users)
    .set({ avatar: value, updatedAt: deps.clock.now() })
    .where(eq(users.id, userId))
    .returning();
  return updated!;
}
