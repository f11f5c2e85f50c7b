import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { files, fileTokens } from '../../../db/schema.ts';
import { appError } from '../../../lib/errors.ts';
import type { FileRow } from '../to-file-dto.ts';
import { fileTokenKey, verifyFileToken } from './file-token-jwt.ts';
import { PRIVATE_BUCKETS } from '../permissions.ts';

/** `accessedAt` is written at most this often (as Appwrite does), not on every view. */
const ACCESS_REFRESH_MS = 60 * 60 * 1000;

export interface FileByTokenOptions {
  deps: AppDeps;
  bucketId: string;
  fileId: string;
  token: string;
}

/**
 * The file a `token` query parameter opens: a signed secret of a token that still exists, has not
 * expired and names this very file. Anything else is refused (404 token_not_found, or 401
 * token_expired), whatever session the request also carries.
 */
export async function fileByToken(options: FileByTokenOptions): Promise<FileRow> {
  const { deps, bucketId, fileId } = options;
  const now = deps.clock.now();
  const claims = await verifyFileToken({
    key: fileTokenKey(deps.jwtKey),
    token: options.token,
    now,
  });
  if (claims === 'expired') throw appError('token_expired');
  if (
    !claims ||
    claims.bucketId !== bucketId ||
    claims.fileId !== fileId ||
    PRIVATE_BUCKETS.has(bucketId)
  ) {
    throw appError('token_not_found');
  }
  const [found] = await deps.db
    .select({ token: fileTokens, file: files })
    .from(fileTokens)
    .innerJoin(files, and(eq(files.bucketId, fileTokens.bucketId), eq(files.id, fileTokens.fileId)))
    .where(
      and(
        eq(fileTokens.id, claims.tokenId),
        eq(fileTokens.bucketId, bucketId),
        eq(fileTokens.fileId, fileId),
      ),
    )
    .limit(1);
  if (!found) throw appError('token_not_found');
  if (found.token.expiresAt <= now) throw appError('token_expired');
  if (found.file.status !== 'ready') throw appError('storage_file_not_found');
  const stale = new Date(now.getTime() - ACCESS_REFRESH_MS);
  if (!found.token.accessedAt || found.token.accessedAt < stale) {
    await deps.db
      .update(fileTokens)
      .set({ accessedAt: now })
      .where(
        and(
          eq(fileTokens.id, found.token.id),
          or(isNull(fileTokens.accessedAt), lt(fileTokens.accessedAt, stale)),
        ),
      );
  }
  return found.file;
}
