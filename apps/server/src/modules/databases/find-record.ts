import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { DataCollection } from './collections/data-collection.ts';

export interface FindRecordOptions<Row> {
  db: DbOrTx;
  collection: DataCollection<Row>;
  id: string;
  scope: SQL | undefined;
}

/** One record by id within a scope (undefined when there is none, or it is out of scope). */
export async function findRecord<Row>({
  db,
  collection,
  id,
  scope,
}: FindRecordOptions<Row>): Promise<Row | undefined> {
  const [row] = await collection.fetch({
    db,
    page: { where: and(eq(collection.list.id, id), scope), orderBy: [], limit: 1, offset: 0 },
  });
  return row;
}
