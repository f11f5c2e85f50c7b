import { messages, type TErrorType } from '@copyvest/shared';
import { appError, type AppError } from '../../lib/errors.ts';

/**
 * The two forms of the same data API: documents in collections (`Databases`) and rows in tables
 * (`TablesDB`). They differ only in names: paths, the parent id field, the list key and the
 * error types and messages, which this file maps in one place.
 */
export type ApiForm = 'documents' | 'rows';

export const FORM = {
  documents: { parentKey: '$collectionId', listKey: 'documents', idParam: 'documentId' },
  rows: { parentKey: '$tableId', listKey: 'rows', idParam: 'rowId' },
} as const;

const d = messages.data;

function pick(form: ApiForm, documents: TErrorType, rows: TErrorType, message: string): AppError {
  return appError(form === 'documents' ? documents : rows, message);
}

/** The errors whose type and wording depend on the form. */
export const dataError = {
  parentNotFound: (form: ApiForm, id: string) =>
    pick(
      form,
      'collection_not_found',
      'table_not_found',
      form === 'documents' ? d.collectionNotFound(id) : d.tableNotFound(id),
    ),
  notFound: (form: ApiForm, id: string) =>
    pick(
      form,
      'document_not_found',
      'row_not_found',
      form === 'documents' ? d.documentNotFound(id) : d.rowNotFound(id),
    ),
  exists: (form: ApiForm, id: string) =>
    pick(
      form,
      'document_already_exists',
      'row_already_exists',
      form === 'documents' ? d.documentExists(id) : d.rowExists(id),
    ),
  invalid: (form: ApiForm, message: string) =>
    pick(form, 'document_invalid_structure', 'row_invalid_structure', message),
  unknownAttribute: (form: ApiForm, key: string) =>
    pick(
      form,
      'document_invalid_structure',
      'row_invalid_structure',
      form === 'documents' ? d.unknownAttribute(key) : d.unknownColumn(key),
    ),
  missingData: (form: ApiForm) =>
    pick(form, 'document_missing_data', 'row_missing_data', d.dataMissing),
  missingPayload: (form: ApiForm) =>
    pick(form, 'document_missing_payload', 'row_missing_payload', d.payloadMissing),
  attributeNotFound: (form: ApiForm, key: string) =>
    pick(
      form,
      'attribute_not_found',
      'column_not_found',
      form === 'documents' ? d.attributeNotFound(key) : d.columnNotFound(key),
    ),
  notANumber: (form: ApiForm, key: string) =>
    pick(form, 'attribute_type_invalid', 'column_type_invalid', d.notANumber(key)),
  limitExceeded: (form: ApiForm, message: string) =>
    pick(form, 'attribute_limit_exceeded', 'column_limit_exceeded', message),
};
