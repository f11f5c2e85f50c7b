import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { fileTokens } from '../../../db/schema.ts';
import type { UserRow } from '../../../db/rows.ts';
import { findTokenForUser } from './find-token-for-user.ts';

export interface DeleteFileTokenOptions {
  deps: AppDeps;
  user: UserRow;
  tokenId: string;
}

/** Revokes a share link at once: its secret names a token that no longer exists. */
export async function deleteFileToken(options: DeleteFileTokenOptions): Promise<void> {
  const { deps, user, tokenId } = options;
  await findTokenForUser({ deps, user, tokenId });
  await deps.db.delete(fileTokens).where(eq(fileTokens.id, tokenId));
}
