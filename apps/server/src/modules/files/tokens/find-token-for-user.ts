import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { files, fileTokens } from '../../../db/schema.ts';
import { appError } from '../../../lib/errors.ts';
import type { UserRow } from '../../../db/rows.ts';
import type { FileTokenRow } from './to-token-dto.ts';
import { managesFile } from './manages-file.ts';

export interface FindTokenForUserOptions {
  deps: AppDeps;
  user: UserRow;
  tokenId: string;
}

/** A token of a file the user manages; any other id is the same 404 as a missing one. */
export async function findTokenForUser(options: FindTokenForUserOptions): Promise<FileTokenRow> {
  const { deps, user, tokenId } = options;
  const [found] = await deps.db
    .select({ token: fileTokens, file: files })
    .from(fileTokens)
    .innerJoin(files, and(eq(files.bucketId, fileTokens.bucketId), eq(files.id, fileTokens.fileId)))
    .where(eq(fileTokens.id, tokenId))
    .limit(1);
  if (!found || !managesFile(user, found.file)) throw appError('token_not_found');
  return found.token;
}
