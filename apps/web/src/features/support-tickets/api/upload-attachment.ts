import { FILE_ID_UNIQUE, TICKETS_BUCKET } from '@copyvest/shared';
import type { Models } from 'appwrite';
import { sdkCall } from '@/lib/sdk/load-sdk';

/**
 * The SDK's `Storage.createFile` into the owner-only `tickets` bucket (decision 052): the server
 * checks the type (PNG, JPEG, PDF) and size, and only the owner and admins may read it.
 */
export function uploadAttachment(file: File): Promise<Models.File> {
  return sdkCall((sdk) =>
    sdk.storage.createFile({ bucketId: TICKETS_BUCKET, fileId: FILE_ID_UNIQUE, file }),
  );
}

/** Uploads a message's attachments one after another; their ids, in order. */
export async function uploadAttachments(files: readonly File[]): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) ids.push((await uploadAttachment(file)).$id);
  return ids;
}
