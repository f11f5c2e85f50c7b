import { isDeepStrictEqual } from 'node:util';
import { messages } from '@copyvest/shared';
import { appError } from '../../lib/errors.ts';
import { dataError, type ApiForm } from './api-form.ts';
import type { AnyDataCollection, DataRecord } from './collections/data-collection.ts';

/** The request's `data` as an object of attributes (anything else is the form's 400). */
export function dataObject(form: ApiForm, data: unknown): Record<string, unknown> {
  if (data === undefined || data === null) throw dataError.missingData(form);
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw dataError.invalid(form, messages.data.dataNotObject);
  }
  return data as Record<string, unknown>;
}

/** Refuses attributes the collection does not have and `$` attributes (the server's own). */
export function checkAttributeNames(
  collection: AnyDataCollection,
  form: ApiForm,
  data: Record<string, unknown>,
  record?: DataRecord,
): void {
  for (const [key, value] of Object.entries(data)) {
    if (key.startsWith('$')) {
      // Sending a record back unchanged is fine; changing a system attribute is not.
      if (record && isDeepStrictEqual(record[key], value)) continue;
      throw appError('user_unauthorized');
    }
    if (!collection.attributes.includes(key)) throw dataError.unknownAttribute(form, key);
  }
}

/** The attributes whose requested value differs from the record's (the only real changes). */
export function changesOf(
  collection: AnyDataCollection,
  form: ApiForm,
  record: DataRecord,
  data: Record<string, unknown>,
): Record<string, unknown> {
  checkAttributeNames(collection, form, data, record);
  return Object.fromEntries(
    Object.entries(data).filter(
      ([key, value]) => !key.startsWith('$') && !isDeepStrictEqual(record[key], value),
    ),
  );
}
