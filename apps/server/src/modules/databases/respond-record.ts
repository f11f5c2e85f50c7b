import { dataError } from './api-form.ts';
import type { AnyDataCollection, WriteContext } from './collections/data-collection.ts';
import { findRecord } from './find-record.ts';
import { toApiRecord } from './to-api-record.ts';

export interface RespondRecordOptions {
  ctx: WriteContext;
  collection: AnyDataCollection;
  id: string;
}

/** The record as it is after a write, in the request's form. */
export async function respondRecord({ ctx, collection, id }: RespondRecordOptions) {
  const row = await findRecord({ db: ctx.deps.db, collection, id, scope: undefined });
  if (!row) throw dataError.notFound(ctx.form, id);
  return toApiRecord(collection.toRecord(row), {
    collection,
    databaseId: ctx.deps.config.DATABASE_ID,
    form: ctx.form,
  });
}
