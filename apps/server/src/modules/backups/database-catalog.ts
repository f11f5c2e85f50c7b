import type pg from 'pg';

/** A user table of the database, with what a dump and a load need to know of it. */
export interface CatalogTable {
  schema: string;
  name: string;
  /** Stored columns in their order (generated ones left out). */
  columns: string[];
  /** The primary key's columns, in key order (empty: none). */
  primaryKey: string[];
}

// Outside PostgreSQL's own schemas, and not an extension's (a managed server may install some in
// an empty database: they are the server's, neither dumped nor counted against an empty target).
const USER_SCHEMA = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
  AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`;

/**
 * Tables the database keeps from others by triggers (the users at the lists' count limit,
 * migration 0035): never dumped, and a restore loads none, since their triggers rebuild them as
 * the tables they come from load (loading both would clash).
 */
export const DERIVED_TABLES: ReadonlySet<string> = new Set(['public.transactions_at_count_limit']);

/** Every user table (not partitions: their parent reads and loads them). */
export async function listTables(client: pg.ClientBase): Promise<CatalogTable[]> {
  const { rows } = await client.query<{
    schema: string;
    name: string;
    columns: string[];
    primary_key: string[] | null;
  }>(`
    SELECT n.nspname AS schema, c.relname AS name,
      ARRAY(SELECT a.attname::text FROM pg_attribute a
            WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
            ORDER BY a.attnum) AS columns,
      (SELECT ARRAY(SELECT a.attname::text FROM unnest(i.indkey) WITH ORDINALITY k(attnum, pos)
                    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
                    ORDER BY k.pos)
       FROM pg_index i WHERE i.indrelid = c.oid AND i.indisprimary) AS primary_key
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND ${USER_SCHEMA}
    ORDER BY n.nspname, c.relname`);
  return rows.map((row) => ({
    schema: row.schema,
    name: row.name,
    columns: row.columns,
    primaryKey: row.primary_key ?? [],
  }));
}

/** How many tables, views and sequences the database holds outside PostgreSQL's own schemas. */
export async function countUserRelations(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ count: number }>(`
    SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND ${USER_SCHEMA}`);
  return rows[0]?.count ?? 0;
}

/** Foreign keys as (referencing table, referenced table), qualified `schema.table`. */
export async function listForeignKeys(
  client: pg.ClientBase,
): Promise<{ from: string; to: string }[]> {
  const { rows } = await client.query<{ from: string; to: string }>(`
    SELECT fn.nspname || '.' || f.relname AS from, tn.nspname || '.' || t.relname AS to
    FROM pg_constraint k
    JOIN pg_class f ON f.oid = k.conrelid JOIN pg_namespace fn ON fn.oid = f.relnamespace
    JOIN pg_class t ON t.oid = k.confrelid JOIN pg_namespace tn ON tn.oid = t.relnamespace
    WHERE k.contype = 'f'`);
  return rows;
}

/** The migrations applied (drizzle's journal in the database), or none. */
export async function migrationLevel(
  client: pg.ClientBase,
): Promise<{ count: number; lastCreatedAt: number | null }> {
  const { rows: exists } = await client.query<{ found: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`,
  );
  if (!exists[0]?.found) return { count: 0, lastCreatedAt: null };
  const { rows } = await client.query<{ count: number; last: string | null }>(
    `SELECT count(*)::int AS count, max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
  );
  return { count: rows[0]?.count ?? 0, lastCreatedAt: rows[0]?.last ? Number(rows[0].last) : null };
}

export const qualified = (table: { schema: string; name: string }) =>
  `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
