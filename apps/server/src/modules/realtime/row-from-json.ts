import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table row as Drizzle returns it, from the trigger's `to_jsonb(OLD)` (column names, JSON
 * values): timestamps become Dates, 64-bit numbers numbers. Used for records already deleted.
 */
export function rowFromJson<T>(table: PgTable, json: Record<string, unknown>): T {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    if (value === null || value === undefined) row[field] = null;
    else if (column.columnType === 'PgTimestamp') row[field] = new Date(value as string);
    else if (column.columnType === 'PgBigInt53') row[field] = Number(value);
    else row[field] = value;
  }
  return row as T;
}
