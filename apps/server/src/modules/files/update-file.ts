import { and, eq } from 'drizzle-orm';
import type { TFile, TFileUpdate } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { files } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Bucket } from './buckets.ts';
import { findFile } from './find-file.ts';
import { decidePermissions } from './permissions.ts';
import { toFileDto } from './to-file-dto.ts';

export interface UpdateFileOptions {
  deps: AppDeps;
  auth: AuthContext;
  bucket: Bucket;
  fileId: string;
  input: TFileUpdate;
}

/**
 * Renames a file and/or replaces its permissions (owner, admins, or whom it grants `update`).
 * What may be granted is the server's rule (`decidePermissions`); the update is conditional on the
 * row read, so two concurrent updates never merge into a state neither asked for.
 */
export async function updateFile({ deps, auth, bucket, fileId, input }: UpdateFileOptions) {
  const row = await findFile({
    db: deps.db,
    user: auth.user,
    bucketId: bucket.id,
    fileId,
    action: 'update',
  });
  const permissions = decidePermissions({
    requested: input.permissions,
    actor: auth.user,
    ownerId: row.ownerId,
    avatar: bucket.avatar,
    current: row.permissions,
    privateBucket: bucket.private,
  });
  const [updated] = await deps.db
    .update(files)
    .set({ name: input.name ?? row.name, permissions, updatedAt: deps.clock.now() })
    .where(
      and(
        eq(files.bucketId, bucket.id),
        eq(files.id, fileId),
        eq(files.storageName, row.storageName),
        eq(files.name, row.name),
        eq(files.permissions, row.permissions),
      ),
    )
    .returning();
  if (!updated) throw appError('resource_conflict');
  const file: TFile = toFileDto(updated);
  return file;
}
