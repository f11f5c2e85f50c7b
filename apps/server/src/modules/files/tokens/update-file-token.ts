import { eq } from 'drizzle-orm';
import type { TResourceToken } from '@copyvest/shared';
import type { AppDeps } from '../../../app-deps.ts';
import { fileTokens } from '../../../db/schema.ts';
import { appError } from '../../../lib/errors.ts';
import type { UserRow } from '../../../db/rows.ts';
import { fileTokenKey } from './file-token-jwt.ts';
import { findTokenForUser } from './find-token-for-user.ts';
import { tokenExpiry } from './token-expiry.ts';
import { toTokenDto } from './to-token-dto.ts';

export interface UpdateFileTokenOptions {
  deps: AppDeps;
  user: UserRow;
  tokenId: string;
  expire: string | null | undefined;
}

/** Moves a token's expiry (its secret changes with it: the old link stops at the old time). */
export async function updateFileToken(options: UpdateFileTokenOptions): Promise<TResourceToken> {
  const { deps, user, tokenId } = options;
  await findTokenForUser({ deps, user, tokenId });
  const [row] = await deps.db
    .update(fileTokens)
    .set({ expiresAt: tokenExpiry(options.expire, deps.clock.now()) })
    .where(eq(fileTokens.id, tokenId))
    .returning();
  if (!row) throw appError('token_not_found');
  return toTokenDto(row, fileTokenKey(deps.jwtKey));
}
