import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { appError } from '../../lib/errors.ts';
import { runListQuery } from '../../lib/queries/run-list-query.ts';
import { accessTo, scopeOf } from './access-scope.ts';
import { FORM, type ApiForm } from './api-form.ts';
import type { AnyDataCollection } from './collections/data-collection.ts';
import { selectedAttributes, toApiRecord } from './to-api-record.ts';
import type { Viewer } from './viewer.ts';

export interface ListRecordsOptions {
  deps: AppDeps;
  collection: AnyDataCollection;
  viewer: Viewer;
  form: ApiForm;
  query: { queries?: string[]; total?: 'true' | 'false'; transactionId?: string };
}

const OWNER = sql.placeholder('owner');

/**
 * `listDocuments` / `listRows`: the records the viewer may read, filtered, ordered and paged by
 * `queries[]` (the one query engine), `{ total, documents | rows }`.
 */
export async function listRecords({ deps, collection, viewer, form, query }: ListRecordsOptions) {
  const access = accessTo(collection, 'read', viewer);
  if (query.transactionId !== undefined) throw appError('transaction_not_found');
  const own = access === 'own' && viewer.kind === 'user';
  const { total, rows, select } = await runListQuery({
    db: deps.db,
    spec: collection.list,
    scope: scopeOf(collection, access, viewer),
    scopeAtCountLimit: own ? collection.ownAtCountLimit?.(viewer.userId) : undefined,
    query: { queries: query.queries },
    count: query.total !== 'false',
    fetch: (page) => collection.fetch({ db: deps.db, page }),
    // Prepared while nothing narrows it (decision 062); the viewer's id is the one value.
    prepared: {
      key: `${collection.id}:${access}`,
      placeholderScope: () => ({
        scope: scopeOf(collection, access, viewer, OWNER),
        scopeAtCountLimit: own ? collection.ownAtCountLimit?.(OWNER) : undefined,
      }),
      values: own ? { owner: viewer.userId } : {},
    },
  });
  const selected = selectedAttributes(collection, select);
  const options = { collection, databaseId: deps.config.DATABASE_ID, form, selected };
  return {
    total,
    [FORM[form].listKey]: rows.map((row) => toApiRecord(collection.toRecord(row), options)),
  };
}
