import type { AnyDataCollection, WriteContext } from './collections/data-collection.ts';
import { createRecord } from './create-record.ts';
import { findRecord } from './find-record.ts';
import { updateRecord } from './update-record.ts';

export interface UpsertRecordOptions {
  ctx: WriteContext;
  collection: AnyDataCollection;
  id: string;
  data?: unknown;
  permissions?: string[] | null;
}

/** `upsertDocument` / `upsertRow`: an update when the record exists, else a create with that id. */
export async function upsertRecord(options: UpsertRecordOptions) {
  const { ctx, collection, id } = options;
  const existing = await findRecord({
    db: ctx.deps.db,
    collection,
    id,
    scope: collection.baseScope,
  });
  if (existing) return { created: false, record: await updateRecord(options) };
  return { created: true, record: await createRecord({ ...options, data: options.data }) };
}
