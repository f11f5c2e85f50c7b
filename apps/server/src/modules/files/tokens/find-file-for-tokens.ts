import { messages } from '@copyvest/shared';
import type { AppDeps } from '../../../app-deps.ts';
import { appError } from '../../../lib/errors.ts';
import type { UserRow } from '../../../db/rows.ts';
import { findFile } from '../find-file.ts';
import type { FileRow } from '../to-file-dto.ts';
import { managesFile } from './manages-file.ts';
import { PRIVATE_BUCKETS } from '../permissions.ts';

export interface FindFileForTokensOptions {
  deps: AppDeps;
  user: UserRow;
  bucketId: string;
  fileId: string;
}

/**
 * A finished file whose tokens the user manages: its owner or an admin (others: 404 or 401); a
 * private bucket's file has no share links (400).
 */
export async function findFileForTokens(options: FindFileForTokensOptions): Promise<FileRow> {
  const { deps, user, bucketId, fileId } = options;
  const file = await findFile({ db: deps.db, user, bucketId, fileId, action: 'read' });
  if (!managesFile(user, file)) throw appError('user_unauthorized');
  // Private buckets' files (support-ticket attachments, identity documents) are read by their
  // owner and admins only, never by a link, not even one their owner makes (decisions 052, 054).
  if (PRIVATE_BUCKETS.has(file.bucketId)) {
    throw appError('general_argument_invalid', messages.files.privateBucketNoLinks);
  }
  return file;
}
