import { ID_UNIQUE } from '@copyvest/shared';
import { appError } from '../../lib/errors.ts';
import { accessTo } from './access-scope.ts';
import { dataError } from './api-form.ts';
import { checkPermissions } from './check-permissions.ts';
import type { AnyDataCollection, WriteContext } from './collections/data-collection.ts';
import { findRecord } from './find-record.ts';
import { checkAttributeNames, dataObject } from './record-changes.ts';
import { respondRecord } from './respond-record.ts';

export interface CreateRecordOptions {
  ctx: WriteContext;
  collection: AnyDataCollection;
  /** `unique()` or a custom id (already checked against the id pattern). */
  id: string;
  data?: unknown;
  permissions?: string[] | null;
}

/**
 * `createDocument` / `createRow`: the collection's own create operation (a deposit or withdrawal
 * request, a plan, a payment method), refused before any change when the viewer may not create
 * here, sends attributes the record does not have, or permissions other than the record's.
 */
export async function createRecord({
  ctx,
  collection,
  id,
  data,
  permissions,
}: CreateRecordOptions) {
  accessTo(collection, 'create', ctx.viewer);
  if (!collection.create) throw appError('user_unauthorized');
  const attributes = dataObject(ctx.form, data);
  checkAttributeNames(collection, ctx.form, attributes);
  checkPermissions(
    permissions,
    collection.permissions(collection.ownerColumn ? ctx.viewer.userId : null),
  );
  const chosen = id === ID_UNIQUE ? undefined : id;
  if (chosen && (await findRecord({ db: ctx.deps.db, collection, id: chosen, scope: undefined }))) {
    throw dataError.exists(ctx.form, chosen);
  }
  const created = await collection.create({ ctx, id: chosen, data: attributes });
  return respondRecord({ ctx, collection, id: created });
}
