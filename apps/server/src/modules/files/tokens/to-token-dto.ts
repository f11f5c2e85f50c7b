import type { TResourceToken } from '@copyvest/shared';
import type { fileTokens } from '../../../db/schema.ts';
import { signFileToken } from './file-token-jwt.ts';

export type FileTokenRow = typeof fileTokens.$inferSelect;

/** A token as Appwrite's `Models.ResourceToken`, its secret signed with the file-token key. */
export async function toTokenDto(row: FileTokenRow, key: Uint8Array): Promise<TResourceToken> {
  return {
    $id: row.id,
    $createdAt: row.createdAt.toISOString(),
    resourceId: `${row.bucketId}:${row.fileId}`,
    resourceType: 'files',
    expire: row.expiresAt.toISOString(),
    secret: await signFileToken({ key, ...row, tokenId: row.id }),
    accessedAt: row.accessedAt?.toISOString() ?? '',
  };
}
