import { dataError } from './api-form.ts';
import type { AnyDataCollection, WriteContext } from './collections/data-collection.ts';
import { findRecord } from './find-record.ts';
import { toApiRecord } from './to-api-record.ts';

/** The record as it is after a write, in the request's form. */
export async function respondRecord(ctx: WriteContext, collection: AnyDataCollection, id: string) {
  const row = await findRecord(ctx.deps.db, collection, id, undefined);
  if (!row) throw dataError.notFound(ctx.form, id);
  return toApiRecord(collection.toRecord(row), {
    collection,
    databaseId: ctx.deps.config.DATABASE_ID,
    form: ctx.form,
  });
}
