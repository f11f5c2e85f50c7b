import { appError } from '../../lib/errors.ts';
import { accessTo, scopeOf } from './access-scope.ts';
import { dataError } from './api-form.ts';
import type { DataCollection, Operation, WriteContext } from './collections/data-collection.ts';
import { findRecord } from './find-record.ts';

export interface LoadForWriteOptions<Row> {
  ctx: WriteContext;
  collection: DataCollection<Row>;
  operation: Operation;
  id: string;
}

/**
 * The record a write targets, once the viewer may make that write at all. With access to every
 * record a missing id is the form's 404; with access to their own only, a missing id and another
 * user's record get the same 401, so a refused write reveals nothing.
 */
export async function loadForWrite<Row>({
  ctx,
  collection,
  operation,
  id,
}: LoadForWriteOptions<Row>): Promise<Row> {
  const access = accessTo(collection, operation, ctx.viewer);
  const row = await findRecord({
    db: ctx.deps.db,
    collection,
    id,
    scope: scopeOf(collection, access, ctx.viewer),
  });
  if (row) return row;
  if (access === 'own') throw appError('user_unauthorized');
  throw dataError.notFound(ctx.form, id);
}
