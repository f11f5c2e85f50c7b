import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { files, fileTokens } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { isActiveAdmin, type UserRow } from '../../plugins/auth.ts';
import { findFile } from '../files/find-file.ts';
import type { FileRow } from '../files/to-file-dto.ts';
import type { FileTokenRow } from './to-token-dto.ts';

const managesFile = (user: UserRow, file: FileRow) =>
  file.ownerId === user.id || isActiveAdmin(user);

/** A finished file whose tokens the user manages: its owner or an admin (others: 404 or 401). */
export async function fileForTokens(options: {
  deps: AppDeps;
  user: UserRow;
  bucketId: string;
  fileId: string;
}): Promise<FileRow> {
  const { deps, user, bucketId, fileId } = options;
  const file = await findFile({ db: deps.db, user, bucketId, fileId, action: 'read' });
  if (!managesFile(user, file)) throw appError('user_unauthorized');
  return file;
}

/** A token of a file the user manages; any other id is the same 404 as a missing one. */
export async function tokenForUser(options: {
  deps: AppDeps;
  user: UserRow;
  tokenId: string;
}): Promise<FileTokenRow> {
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
