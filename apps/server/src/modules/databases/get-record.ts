import { messages } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { appError } from '../../lib/errors.ts';
import { parseQueries } from '../../lib/queries/parse-queries.ts';
import { accessTo, scopeOf } from './access-scope.ts';
import { dataError, type ApiForm } from './api-form.ts';
import type { AnyDataCollection } from './collections/data-collection.ts';
import { findRecord } from './find-record.ts';
import { selectedAttributes, toApiRecord } from './to-api-record.ts';
import type { Viewer } from './viewer.ts';

export interface GetRecordOptions {
  deps: AppDeps;
  collection: AnyDataCollection;
  viewer: Viewer;
  form: ApiForm;
  id: string;
  query: { queries?: string[]; transactionId?: string };
}

/**
 * `getDocument` / `getRow`: a record the viewer may read; any other id (missing, or someone
 * else's) is the same 404, so ids reveal nothing. `queries[]` may only `select`.
 */
export async function getRecord({ deps, collection, viewer, form, id, query }: GetRecordOptions) {
  const access = accessTo(collection, 'read', viewer);
  if (query.transactionId !== undefined) throw appError('transaction_not_found');
  const parsed = parseQueries(query.queries);
  if (
    parsed.filters.length > 0 ||
    parsed.orders.length > 0 ||
    parsed.limit !== undefined ||
    parsed.offset !== undefined ||
    parsed.cursor
  ) {
    throw appError('general_query_invalid', messages.queries.selectOnlyForOne);
  }
  const selected = selectedAttributes(collection, parsed.select);
  const row = await findRecord({
    db: deps.db,
    collection,
    id,
    scope: scopeOf(collection, access, viewer),
  });
  if (!row) throw dataError.notFound(form, id);
  return toApiRecord(collection.toRecord(row), {
    collection,
    databaseId: deps.config.DATABASE_ID,
    form,
    selected,
  });
}
