import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import type { FileRow } from './to-file-dto.ts';

export interface ReadFileRowOptions {
  db: DbOrTx;
  bucketId: string;
  fileId: string;
}

/** The file row as it is now (no access check: for services that already decided), or null. */
export async function readFileRow({
  db,
  bucketId,
  fileId,
}: ReadFileRowOptions): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.bucketId, bucketId), eq(files.id, fileId)))
    .limit(1);
  return row ?? null;
}
