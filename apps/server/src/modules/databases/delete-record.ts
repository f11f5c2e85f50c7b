import { appError } from '../../lib/errors.ts';
import type { AnyDataCollection, WriteContext } from './collections/data-collection.ts';
import { loadForWrite } from './load-for-write.ts';

export interface DeleteRecordOptions {
  ctx: WriteContext;
  collection: AnyDataCollection;
  id: string;
}

/** `deleteDocument` / `deleteRow`: the collection's own delete operation (audited), if it has one. */
export async function deleteRecord(options: DeleteRecordOptions): Promise<void> {
  const { ctx, collection, id } = options;
  const row = await loadForWrite({ ctx, collection, operation: 'delete', id });
  if (!collection.remove) throw appError('user_unauthorized');
  await collection.remove({ ctx, row });
}
