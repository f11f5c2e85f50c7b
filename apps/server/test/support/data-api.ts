import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/client.ts';

export type Form = 'documents' | 'rows';

/** A data API path in either form: `/v1/databases/copyvest/collections/<c>/documents[/<id>…]`. */
export function dataPath(form: Form, collection: string, ...rest: string[]): string {
  const base =
    form === 'documents'
      ? `/v1/databases/copyvest/collections/${collection}/documents`
      : `/v1/tablesdb/copyvest/tables/${collection}/rows`;
  return [base, ...rest.map(encodeURIComponent)].join('/');
}

/** The create body's id field in each form. */
export const idField = (form: Form) => (form === 'documents' ? 'documentId' : 'rowId');
export const listKey = (form: Form) => (form === 'documents' ? 'documents' : 'rows');

const STATE_TABLES = [
  'users',
  'accounts',
  'transactions',
  'payment_methods',
  'plans',
  'trades',
  'ledger_entries',
  'audit_log',
  'mail_outbox',
  'files',
  'notifications',
];

/**
 * A fingerprint of everything a data API call could change (accounts without their
 * accessed-at, which reading refreshes): equal before and after = the call changed nothing.
 */
export async function stateFingerprint(db: Db): Promise<string> {
  const parts: string[] = [];
  for (const table of STATE_TABLES) {
    const row = sql.raw(table === 'accounts' ? `(t - 'accessed_at')` : 't');
    const result = await db.execute(
      sql`SELECT coalesce(md5(string_agg(${row}::text, ',' ORDER BY ${row}::text)), '') AS h FROM (SELECT to_jsonb(x) AS t FROM ${sql.raw(table)} x) s`,
    );
    parts.push(`${table}:${rowsOf<{ h: string }>(result)[0]!.h}`);
  }
  return parts.join(' ');
}
