import { and, eq } from 'drizzle-orm';
import type { TFile, TFileUpdate } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { files } from '../../db/schema.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { cleanFileName } from './file-name.ts';
import { findFile } from './find-file.ts';
import { checkPermissions } from './permissions.ts';
import { toFileDto } from './to-file-dto.ts';

/** Renames a file (owner only); permissions may restate the owner's, never grant anyone else. */
export async function updateFile(
  deps: AppDeps,
  auth: AuthContext,
  bucketId: string,
  fileId: string,
  input: TFileUpdate,
): Promise<TFile> {
  const row = await findFile(deps.db, auth, bucketId, fileId, 'write');
  checkPermissions(input.permissions, row.ownerId);
  if (input.name === undefined) return toFileDto(row);
  const [updated] = await deps.db
    .update(files)
    .set({ name: cleanFileName(input.name, row.name), updatedAt: deps.clock.now() })
    .where(and(eq(files.bucketId, bucketId), eq(files.id, fileId)))
    .returning();
  return toFileDto(updated ?? row);
}
