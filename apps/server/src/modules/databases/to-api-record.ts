import { messages } from '@copyvest/shared';
import { appError } from '../../lib/errors.ts';
import { FORM, type ApiForm } from './api-form.ts';
import type { AnyDataCollection, DataRecord } from './collections/data-collection.ts';

/** The attributes a `select` query keeps (undefined: all); an unknown one is a 400. */
export function selectedAttributes(
  collection: AnyDataCollection,
  select: string[] | undefined,
): Set<string> | undefined {
  if (!select || select.includes('*')) return undefined;
  for (const name of select) {
    if (!name.startsWith('$') && !collection.attributes.includes(name)) {
      throw appError(
        'general_query_invalid',
        messages.queries.attributeNotInSchema(name.slice(0, 64)),
      );
    }
  }
  return new Set(select);
}

/**
 * `Models.Document` or `Models.Row`: the record with its envelope (`$collectionId` or `$tableId`,
 * `$databaseId`). The `$` attributes always come; `selected` keeps only those attributes.
 */
export function toApiRecord(
  record: DataRecord,
  options: {
    collection: AnyDataCollection;
    databaseId: string;
    form: ApiForm;
    selected?: Set<string>;
  },
) {
  const { collection, selected } = options;
  // A loop, not entries mapped into an object: a list page runs this for each of its records.
  const attributes: Record<string, unknown> = {};
  for (const name of collection.attributes) {
    if (!selected || selected.has(name)) attributes[name] = record[name];
  }
  return {
    $id: record.$id,
    $sequence: record.$sequence,
    [FORM[options.form].parentKey]: collection.id,
    $databaseId: options.databaseId,
    $createdAt: record.$createdAt,
    $updatedAt: record.$updatedAt,
    $permissions: record.$permissions,
    ...attributes,
  };
}
