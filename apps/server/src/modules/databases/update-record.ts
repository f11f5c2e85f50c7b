import { appError } from '../../lib/errors.ts';
import { dataError } from './api-form.ts';
import { checkPermissions } from './check-permissions.ts';
import type { AnyDataCollection, WriteContext } from './collections/data-collection.ts';
import { loadForWrite } from './load-for-write.ts';
import { changesOf, dataObject } from './record-changes.ts';
import { respondRecord } from './respond-record.ts';
import { toApiRecord } from './to-api-record.ts';

export interface UpdateRecordOptions {
  ctx: WriteContext;
  collection: AnyDataCollection;
  id: string;
  data?: unknown;
  permissions?: string[] | null;
}

/**
 * `updateDocument` / `updateRow` (and an upsert of an existing record): only the attributes whose
 * value actually changes count, and they must be one of the collection's allowed operations (an
 * approval, a profile change, an activation…); anything else is refused before any change.
 */
export async function updateRecord({
  ctx,
  collection,
  id,
  data,
  permissions,
}: UpdateRecordOptions) {
  if (data === undefined && (permissions === undefined || permissions === null)) {
    throw dataError.missingPayload(ctx.form);
  }
  const row = await loadForWrite({ ctx, collection, operation: 'update', id });
  const record = collection.toRecord(row);
  checkPermissions(permissions, record.$permissions);
  const attributes = data === undefined ? {} : dataObject(ctx.form, data);
  const changes = changesOf(collection, ctx.form, record, attributes);
  if (Object.keys(changes).length === 0) {
    collection.unchanged?.({ data: attributes, record });
    return toApiRecord(record, {
      collection,
      databaseId: ctx.deps.config.DATABASE_ID,
      form: ctx.form,
    });
  }
  if (!collection.update) throw appError('user_unauthorized');
  await collection.update({ ctx, row, record, changes });
  return respondRecord({ ctx, collection, id: collection.idOf(row) });
}
