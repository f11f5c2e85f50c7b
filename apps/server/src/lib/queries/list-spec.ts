import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

export type AttributeType = 'string' | 'integer' | 'number' | 'boolean' | 'datetime';

/** One attribute a list exposes to `queries[]`: the column it reads and how its values are typed. */
export interface AttributeSpec {
  column: PgColumn;
  type: AttributeType;
  /** May be null (isNull/isNotNull; not orderable). */
  nullable?: boolean;
  /** A wire value (already type-checked) to the stored value, e.g. dollars to cents. */
  toDb?: (value: string | number | boolean) => unknown;
}

/** What a list endpoint lets clients query: every other attribute name is a 400. */
export interface ListSpec {
  table: PgTable;
  /** The record id column (`$id`), tiebreaker of every order. */
  id: PgColumn;
  attributes: Record<string, AttributeSpec>;
  /** Columns the `search` parameter looks in (case-insensitive substring). */
  searchColumns?: PgColumn[];
  /** More conditions the search matches (given the `ILIKE` pattern), e.g. a related row's column. */
  searchAlso?: ((pattern: string) => SQL)[];
  /** Order when the client asks none. */
  defaultOrder: { attribute: string; direction: 'asc' | 'desc' }[];
  defaultLimit?: number;
  /** The id as stored, from a cursor's id (undefined: no such record); default: the text itself. */
  parseId?: (id: string) => unknown;
}
