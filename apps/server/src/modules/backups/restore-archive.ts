import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openPostgres } from '../../db/client.ts';
import type { FileStore } from '../files/index.ts';
import { codeMigrationLevel } from './code-migration-level.ts';
import {
  countUserRelations,
  DERIVED_TABLES,
  listForeignKeys,
  listTables,
  qualified,
  quoteIdent,
} from './database-catalog.ts';
import { loadOrder } from './load-order.ts';
import { archivePathOfKey, archivePathOfObject, BackupError } from './manifest.ts';
import type { OpenedArchive } from './open-archive.ts';

export interface RestoreArchiveOptions {
  /** An archive `openArchive` unpacked and checked. */
  archive: OpenedArchive;
  /** The database to restore into: it must hold no table at all. */
  url: string;
  /** The file store to put the objects back into: it must hold no object. */
  store: FileStore;
  log?: (message: string) => void;
  /**
   * The data folder to write the archive's server keys into, for those this configuration does
   * not supply through its variables (`jwt-secret`, `secrets-key`); a key file already there stays.
   */
  serverKeysDir?: { dataDir: string; names: string[] };
}

/**
 * The migrations table is the target's own (migrating it wrote the same rows), and the derived
 * tables are rebuilt by their triggers as the tables they come from load.
 */
const SKIPPED = new Set(['drizzle.__drizzle_migrations', ...DERIVED_TABLES]);

/**
 * Restores a checked archive onto an empty database and an empty file store (decision 050):
 * refuses anything else before changing it; migrates the database to this release's schema,
 * which must be the archive's; loads every table in one transaction, referenced tables first;
 * sets the sequences; then puts every object back through the file store.
 */
export async function restoreArchive({
  archive,
  url,
  store,
  log = () => undefined,
  serverKeysDir,
}: RestoreArchiveOptions): Promise<void> {
  const { manifest, dir } = archive;
  const code = codeMigrationLevel();
  if (
    code.count !== manifest.migrations.count ||
    code.lastCreatedAt !== manifest.migrations.lastCreatedAt
  ) {
    throw new BackupError(
      `This backup was made at migration level ${manifest.migrations.count}; this release is at ` +
        `${code.count}. Restore it with the release that made it (a newer release then migrates it at its start).`,
    );
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const relations = await countUserRelations(client);
    if (relations > 0) {
      throw new BackupError(
        `The target database is not empty (${relations} tables, views or sequences): a restore ` +
          'goes only into an empty database, so nothing there is overwritten. Create a new database (or empty this one) and run the restore again.',
      );
    }
    for await (const object of store.list('objects/')) {
      throw new BackupError(
        `The file store is not empty (it holds ${object.key}, maybe more): a restore goes only into an ` +
          'empty store, so no file there is overwritten. Point it at a new place and run the restore again.',
      );
    }

    log('creating the schema');
    const database = openPostgres(url, 1);
    try {
      await database.migrate();
    } finally {
      await database.close();
    }

    const target = await listTables(client);
    const inArchive = new Map(manifest.tables.map((t) => [`${t.schema}.${t.name}`, t]));
    const names = target.map((t) => `${t.schema}.${t.name}`).filter((n) => !SKIPPED.has(n));
    const unknown = [...inArchive.keys()].filter((n) => !SKIPPED.has(n) && !names.includes(n));
    if (unknown.length > 0) {
      throw new BackupError(
        `The archive holds tables this release does not have: ${unknown.join(', ')}`,
      );
    }
    const order = loadOrder(names, await listForeignKeys(client));
    log(`loading ${order.length} tables`);
    await client.query('BEGIN');
    try {
      // Rows a migration seeded make way for the archive's, and the derived tables (which refer
      // to them) start empty, to be rebuilt as the archive's rows load.
      const loaded = [
        ...order
          .filter((name) => inArchive.has(name))
          .map((name) => qualified(inArchive.get(name)!)),
        ...target
          .filter((table) => DERIVED_TABLES.has(`${table.schema}.${table.name}`))
          .map(qualified),
      ];
      if (loaded.length > 0) await client.query(`TRUNCATE ${loaded.join(', ')}`);
      for (const name of order) {
        const table = inArchive.get(name);
        if (!table) continue;
        const columns = table.columns.map(quoteIdent).join(', ');
        await pipeline(
          fs.createReadStream(path.join(dir, table.file)),
          client.query(copyFrom(`COPY ${qualified(table)} (${columns}) FROM STDIN`)),
        );
      }
      for (const sequence of manifest.sequences) {
        await client.query('SELECT setval($1::regclass, $2::bigint, true)', [
          qualified(sequence),
          sequence.lastValue,
        ]);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    await client.end();
  }

  if (serverKeysDir) {
    await fs.promises.mkdir(serverKeysDir.dataDir, { recursive: true });
    for (const key of manifest.serverKeys.filter((k) => serverKeysDir.names.includes(k.key))) {
      await fs.promises
        .copyFile(
          path.join(dir, archivePathOfKey(key.key)),
          path.join(serverKeysDir.dataDir, key.key),
          fs.constants.COPYFILE_EXCL,
        )
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'EEXIST') throw error;
        });
      await fs.promises.chmod(path.join(serverKeysDir.dataDir, key.key), 0o600);
    }
  }

  log(`putting back ${manifest.objects.length} stored objects`);
  for (const object of manifest.objects) {
    await store.put(
      object.key,
      fs.createReadStream(path.join(dir, archivePathOfObject(object.key))),
    );
  }
}
