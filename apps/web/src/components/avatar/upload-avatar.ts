import { AVATAR_BUCKET, FILE_ID_UNIQUE } from '@copyvest/shared';
import type { Models } from 'appwrite';
import { sdkCall } from '@/lib/sdk/load-sdk';

/**
 * The SDK's `Storage.createFile` into the `images` bucket: the server makes an upload there the
 * uploader's avatar (the server decides its permissions). Answers the stored file.
 */
export function uploadAvatar(file: File): Promise<Models.File> {
  return sdkCall((sdk) =>
    sdk.storage.createFile({ bucketId: AVATAR_BUCKET, fileId: FILE_ID_UNIQUE, file }),
  );
}
