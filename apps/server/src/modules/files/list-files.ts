import { and, eq } from 'drizzle-orm';
import type { TFileList, TFileListQuery } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import type { ListSpec } from '../../lib/queries/list-spec.ts';
import { runListQuery } from '../../lib/queries/run-list-query.ts';
import type { UserRow } from '../../db/rows.ts';
import { readableBy } from './permissions.ts';
import { toFileDto } from './to-file-dto.ts';

/** What `queries[]` may filter and order files by (Appwrite's file attributes). */
export const FILE_LIST: ListSpec = {
  table: files,
  id: files.id,
  attributes: {
    $id: { column: files.id, type: 'string' },
    $createdAt: { column: files.createdAt, type: 'datetime' },
    $updatedAt: { column: files.updatedAt, type: 'datetime' },
    name: { column: files.name, type: 'string' },
    folder: { column: files.folder, type: 'string' },
    mimeType: { column: files.mimeType, type: 'string' },
    signature: { column: files.signature, type: 'string', nullable: true },
    sizeOriginal: { column: files.sizeOriginal, type: 'integer' },
    chunksTotal: { column: files.chunksTotal, type: 'integer' },
    chunksUploaded: { column: files.chunksUploaded, type: 'integer' },
  },
  searchColumns: [files.name, files.id],
  defaultOrder: [{ attribute: '$createdAt', direction: 'desc' }],
};

export interface ListFilesOptions {
  db: DbOrTx;
  /** The signed-in user, or null for a guest (public files only). */
  user: UserRow | null;
  bucketId: string;
  query: TFileListQuery;
}

/**
 * A bucket's finished files the caller may read (their own, those granted to them or to every
 * user or anyone; every file for admins), newest first unless ordered otherwise.
 */
export async function listFiles({ db, user, bucketId, query }: ListFilesOptions) {
  const { total, rows } = await runListQuery({
    db,
    spec: FILE_LIST,
    scope: and(eq(files.bucketId, bucketId), eq(files.status, 'ready'), readableBy(user, bucketId)),
    query,
    fetch: ({ where, orderBy, limit, offset }) =>
      db
        .select()
        .from(files)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  const list: TFileList = { total, files: rows.map(toFileDto) };
  return list;
}
