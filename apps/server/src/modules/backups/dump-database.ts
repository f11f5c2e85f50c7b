import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  DERIVED_TABLES,
  listTables,
  migrationLevel,
  qualified,
  quoteIdent,
} from './database-catalog.ts';
import type { Manifest } from './manifest.ts';

export interface DumpDatabaseOptions {
  /** A connection of its own for the dump's transaction (released by the caller). */
  client: pg.ClientBase;
  /** The staging folder: the tables go to `database/`. */
  dir: string;
}

export type DatabaseDump = Pick<Manifest, 'postgres' | 'migrations' | 'tables' | 'sequences'> & {
  /** Storage names of the files the dumped rows say are stored (`ready`). */
  storageNames: string[];
};

/**
 * Every table of the database as it stood at one instant (decision 050): one repeatable-read,
 * read-only transaction, the snapshot pg_dump itself takes, with ACCESS SHARE locks so no schema
 * change slips in; writers are never blocked. Each table is written in PostgreSQL's COPY text
 * format, ordered by its primary key (an identity key keeps the order rows were written in, which
 * the ledger's insert checks rely on when the table is loaded again).
 */
export async function dumpDatabase({ client, dir }: DumpDatabaseOptions): Promise<DatabaseDump> {
  await fs.promises.mkdir(path.join(dir, 'database'), { recursive: true });
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const tables = (await listTables(client)).filter(
      (table) => !DERIVED_TABLES.has(`${table.schema}.${table.name}`),
    );
    for (const table of tables) {
      await client.query(`LOCK TABLE ${qualified(table)} IN ACCESS SHARE MODE`);
    }
    const { rows: version } = await client.query<{ server_version: string }>('SHOW server_version');
    const migrations = await migrationLevel(client);
    const dumped: DatabaseDump['tables'] = [];
    for (const [index, table] of tables.entries()) {
      const file = `database/${String(index).padStart(4, '0')}.copy`;
      const columns = table.columns.map(quoteIdent).join(', ');
      const order =
        table.primaryKey.length > 0
          ? ` ORDER BY ${table.primaryKey.map(quoteIdent).join(', ')}`
          : '';
      const hash = createHash('sha256');
      let size = 0;
      let rows = 0;
      const counting = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          // A COPY text row ends with a newline; newlines inside values are escaped as \n.
          for (const byte of chunk) if (byte === 0x0a) rows += 1;
          hash.update(chunk);
          done(null, chunk);
        },
      });
      await pipeline(
        client.query(copyTo(`COPY (SELECT ${columns} FROM ${qualified(table)}${order}) TO STDOUT`)),
        counting,
        fs.createWriteStream(path.join(dir, file)),
      );
      dumped.push({ ...table, file, rows, size, sha256: hash.digest('hex') });
    }
    const { rows: sequences } = await client.query<{
      schema: string;
      name: string;
      last_value: string;
    }>(
      `SELECT schemaname AS schema, sequencename AS name, last_value::text
       FROM pg_sequences WHERE last_value IS NOT NULL ORDER BY 1, 2`,
    );
    const { rows: files } = await client.query<{ storage_name: string }>(
      `SELECT storage_name FROM files WHERE status = 'ready' ORDER BY storage_name`,
    );
    await client.query('COMMIT');
    return {
      postgres: { serverVersion: version[0]?.server_version ?? 'unknown' },
      migrations,
      tables: dumped,
      sequences: sequences.map((s) => ({
        schema: s.schema,
        name: s.name,
        lastValue: s.last_value,
      })),
      storageNames: files.map((f) => f.storage_name),
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
