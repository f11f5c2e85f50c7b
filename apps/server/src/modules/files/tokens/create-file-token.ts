import type { TResourceToken } from '@copyvest/shared';
import type { AppDeps } from '../../../app-deps.ts';
import { fileTokens } from '../../../db/schema.ts';
import { newId } from '../../../lib/ids.ts';
import type { UserRow } from '../../../db/rows.ts';
import { fileTokenKey } from './file-token-jwt.ts';
import { findFileForTokens } from './find-file-for-tokens.ts';
import { tokenExpiry } from './token-expiry.ts';
import { toTokenDto } from './to-token-dto.ts';

export interface CreateFileTokenOptions {
  deps: AppDeps;
  user: UserRow;
  bucketId: string;
  fileId: string;
  expire: string | null | undefined;
}

/** A share link for one file, created by its owner or an admin; it always expires. */
export async function createFileToken(options: CreateFileTokenOptions): Promise<TResourceToken> {
  const { deps, user, bucketId, fileId } = options;
  const file = await findFileForTokens({ deps, user, bucketId, fileId });
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(fileTokens)
    .values({
      id: newId(),
      bucketId: file.bucketId,
      fileId: file.id,
      createdBy: user.id,
      expiresAt: tokenExpiry(options.expire, now),
      createdAt: now,
    })
    .returning();
  return toTokenDto(row!, fileTokenKey(deps.jwtKey));
}
