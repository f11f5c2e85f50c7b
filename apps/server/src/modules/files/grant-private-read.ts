import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { formatPermissions, parsePermissions, PRIVATE_BUCKETS } from './permissions.ts';

export interface GrantPrivateReadOptions {
  tx: DbOrTx;
  bucketId: string;
  fileIds: readonly string[];
  /** The one user who may now read them besides their owner and the admins. */
  userId: string;
}

/**
 * Lets one more user read files of a private bucket: the server's own grant, for a file an
 * admin attached to that user's support ticket (decision 052). No request can write such a grant
 * (a private bucket refuses every permission but the owner's), so a stored `read("user:…")` there
 * is always one of these; it never reaches update or delete, and no share link opens the file.
 */
export async function grantPrivateRead({ tx, bucketId, fileIds, userId }: GrantPrivateReadOptions) {
  if (!PRIVATE_BUCKETS.has(bucketId)) throw new Error(`${bucketId} is not a private bucket`);
  if (fileIds.length === 0) return;
  const rows = await tx
    .select({ id: files.id, permissions: files.permissions })
    .from(files)
    .where(and(eq(files.bucketId, bucketId), inArray(files.id, [...fileIds])));
  for (const row of rows) {
    const permissions = formatPermissions([
      ...parsePermissions(row.permissions),
      { action: 'read', role: `user:${userId}` },
    ]);
    await tx
      .update(files)
      .set({ permissions })
      .where(and(eq(files.bucketId, bucketId), eq(files.id, row.id)));
  }
}
