import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { create as createTar } from 'tar';
import { type FileStore, objectKey } from '../files/index.ts';
import { dumpDatabase } from './dump-database.ts';
import { hashFile } from './hash-file.ts';
import {
  archivePathOfKey,
  archivePathOfObject,
  BACKUP_FORMAT,
  BackupError,
  type Manifest,
  type ManifestObject,
} from './manifest.ts';

export interface CreateBackupOptions {
  /** A connection of its own for the dump (the caller releases it). */
  client: pg.ClientBase;
  /** The file store the dumped rows' objects are read from (through its interface only). */
  store: FileStore;
  /** The archive to write (`.tar.gz`); written aside and renamed into place when whole. */
  out: string;
  /** When the backup is made (the manifest's `createdAt`). */
  now: Date;
  /** The server keys to keep with the data (those generated into DATA_DIR), by file name. */
  serverKeyFiles?: Record<string, string>;
}

/**
 * One backup archive (decision 050): the database's snapshot first, then the bytes of every
 * object its `ready` file rows name, read through the file store (objects never change once
 * written, so reading them after the snapshot gives the bytes the rows describe), and a manifest
 * with sizes and SHA-256 checksums; tar, gzip.
 */
export async function createBackup({
  client,
  store,
  out,
  now,
  serverKeyFiles = {},
}: CreateBackupOptions) {
  if (out.startsWith('s3://')) {
    throw new BackupError('createBackup writes a file: upload it with uploadArchive.');
  }
  const staging = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'copyvest-backup-'));
  const partial = `${out}.partial-${process.pid}`;
  try {
    const dump = await dumpDatabase({ client, dir: staging });
    const objects: ManifestObject[] = [];
    const missingObjects: string[] = [];
    for (const storageName of dump.storageNames) {
      const key = objectKey(storageName);
      const stored = await store.get(key);
      if (!stored) {
        missingObjects.push(key);
        continue;
      }
      const file = path.join(staging, archivePathOfObject(key));
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await pipeline(stored.stream, fs.createWriteStream(file));
      objects.push({ key, ...(await hashFile(file)) });
    }
    const serverKeys: ManifestObject[] = [];
    for (const [name, source] of Object.entries(serverKeyFiles)) {
      if (!fs.existsSync(source)) continue;
      const file = path.join(staging, archivePathOfKey(name));
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.copyFile(source, file);
      serverKeys.push({ key: name, ...(await hashFile(file)) });
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      app: { name: 'copyvest', node: process.version },
      createdAt: now.toISOString(),
      postgres: dump.postgres,
      migrations: dump.migrations,
      tables: dump.tables,
      sequences: dump.sequences,
      objects,
      serverKeys,
      missingObjects,
    };
    await fs.promises.writeFile(
      path.join(staging, 'manifest.json'),
      JSON.stringify(manifest, null, 2),
    );
    await fs.promises.mkdir(path.dirname(path.resolve(out)), { recursive: true });
    const entries = [
      'manifest.json',
      'database',
      ...(objects.length > 0 ? ['objects'] : []),
      ...(serverKeys.length > 0 ? ['keys'] : []),
    ];
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    await fs.promises.rename(partial, out);
    return { file: out, manifest };
  } finally {
    // The staging copy goes first: removing the partial archive fails (ENOTDIR) when its folder
    // could not be made, and must not leave a copy of the database behind.
    await fs.promises.rm(staging, { recursive: true, force: true });
    await fs.promises.rm(partial, { force: true }).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOTDIR') throw error;
    });
  }
}
