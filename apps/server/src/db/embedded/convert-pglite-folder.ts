import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder } from '../../package-folders.ts';

export interface ConvertPgliteFolderOptions {
  /** The server's data folder: the old PGlite database is its `pgdata/`. */
  dataDir: string;
  /** The embedded PostgreSQL, already migrated to this release's schema. */
  url: string;
  log?: (message: string) => void;
}

/** The PGlite folder of releases before decision 034. */
export function pgliteFolderOf(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

const BATCH = 2_000;
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface TableRow {
  name: string;
}

/**
 * Moves a PGlite data folder (releases before decision 034) into the embedded PostgreSQL, once:
 * the PGlite database is brought to this release's schema with the same migrations, then every
 * table of `public` is copied row for row (as JSON, which keeps every type exact: timestamps to
 * the microsecond, numerics, bytea) in ONE transaction on the new database with triggers and
 * foreign-key checks off (the rows were valid where they came from), and the sequences follow.
 * Committed, the old folder is renamed `pgdata.converted` and kept. A crash before the commit
 * leaves nothing behind and the next start converts again; a crash between the commit and the
 * rename is recognised (the new database already has accounts) and only the rename is done.
 * PGlite is loaded only here, only when there is such a folder.
 * Returns the number of rows copied, or undefined when there was nothing to convert.
 */
export async function convertPgliteFolder(
  options: ConvertPgliteFolderOptions,
): Promise<number | undefined> {
  const source = pgliteFolderOf(options.dataDir);
  if (!fs.existsSync(path.join(source, 'PG_VERSION'))) return undefined;
  const log = options.log ?? (() => undefined);
  const target = new pg.Client({ connectionString: options.url });
  await target.connect();
  try {
    const tables = (
      await target.query<TableRow>(
        `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
      )
    ).rows.map((row) => row.name);
    // Only this conversion or a server's first start (after it) creates accounts.
    const filled = await target.query('SELECT 1 FROM public.users LIMIT 1');
    if (filled.rowCount === 0) {
      log(`converting the PGlite database in ${source} to the embedded PostgreSQL`);
      const copied = await copyEverything({ source, target, tables, options });
      log(`converted: ${copied} rows copied; the old folder is kept as pgdata.converted`);
      fs.renameSync(source, `${source}.converted`);
      return copied;
    }
    fs.renameSync(source, `${source}.converted`);
    return 0;
  } finally {
    await target.end();
  }
}

async function copyEverything(input: {
  source: string;
  target: pg.Client;
  tables: string[];
  options: ConvertPgliteFolderOptions;
}): Promise<number> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // This release's migrations include a trigram index: PGlite loads that extension on request.
  const pglite = await PGlite.create(input.source, { extensions: { pg_trgm } });
  const { target } = input;
  let copied = 0;
  try {
    await migrate(drizzle({ client: pglite }), { migrationsFolder });
    await target.query('BEGIN');
    await target.query('SET LOCAL session_replication_role = replica');
    // The target's migrations seeded rows (the instruments) that the source, migrated by the same
    // files, holds too: the source's copy is the one kept.
    await target.query(
      `TRUNCATE ${input.tables.map((table) => `public.${quote(table)}`).join(', ')}`,
    );
    for (const table of input.tables) {
      const columns = (
        await target.query<{ name: string }>(
          `SELECT column_name AS name FROM information_schema.columns
            WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER'
            ORDER BY ordinal_position`,
          [table],
        )
      ).rows.map((row) => quote(row.name));
      const list = columns.join(', ');
      for (let offset = 0; ; offset += BATCH) {
        const batch = await pglite.query<{ rows: string }>(
          `SELECT coalesce(json_agg(row_to_json(t)), '[]')::text AS rows
             FROM (SELECT * FROM public.${quote(table)} ORDER BY ctid LIMIT ${BATCH} OFFSET ${offset}) AS t`,
        );
        const json = batch.rows[0]!.rows;
        if (json === '[]') break;
        const inserted = await target.query(
          `INSERT INTO public.${quote(table)} (${list}) OVERRIDING SYSTEM VALUE
           SELECT ${list} FROM json_populate_recordset(NULL::public.${quote(table)}, $1::json)`,
          [json],
        );
        copied += inserted.rowCount ?? 0;
      }
    }
    const sequences = await pglite.query<{ name: string; last: string | null; called: boolean }>(
      `SELECT quote_ident(sequencename) AS name, last_value::text AS last, last_value IS NOT NULL AS called
         FROM pg_sequences WHERE schemaname = 'public'`,
    );
    for (const sequence of sequences.rows) {
      if (sequence.last === null) continue;
      await target.query(`SELECT setval($1::regclass, $2::bigint, true)`, [
        `public.${sequence.name}`,
        sequence.last,
      ]);
    }
    await target.query('COMMIT');
    return copied;
  } catch (error) {
    await target.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await pglite.close();
  }
}
