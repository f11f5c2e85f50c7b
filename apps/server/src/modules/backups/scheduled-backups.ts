import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import type { AppDeps } from '../../app-deps.ts';
import type { Config } from '../../config.ts';
import { type FileStore, openBucketStore } from '../files/index.ts';
import { createBackup } from './create-backup.ts';
import { uploadArchive } from './s3-target.ts';
import { serverKeyFilesOf } from './server-key-files.ts';

/** Key of the advisory lock that lets one process at a time make a scheduled backup. */
const BACKUP_LOCK = 0x4241434b; // 'BACK'
// Upper-case T and Z in a folder; lower case in a bucket, whose keys are lower case.
const NAME = /^copyvest-backup-(\d{8}T\d{6}Z)\.tar\.gz$/i;
/** The folder of a bucket scheduled backups go to (BACKUP_S3_BUCKET). */
const BUCKET_PREFIX = 'backups/';

/** Where scheduled backups go: BACKUP_DIR, else `DATA_DIR/backups`. */
export function backupDirOf(config: Config): string {
  return path.resolve(config.BACKUP_DIR ?? path.join(config.dataDir, 'backups'));
}

/** `copyvest-backup-20260102T030405Z.tar.gz`: sorted by name is sorted by time. */
export const backupNameAt = (at: Date) =>
  `copyvest-backup-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(/[-:]/g, '')}.tar.gz`;

const timeOfName = (name: string) => {
  const stamp = NAME.exec(name)?.[1]?.toUpperCase();
  if (!stamp) return null;
  const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13)}`;
  return new Date(iso);
};

/** The scheduled backups in the folder, oldest first (other files are left alone). */
export async function listScheduledBackups(dir: string): Promise<string[]> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => NAME.test(name)).sort();
}

export interface RunScheduledBackupOptions {
  deps: Pick<AppDeps, 'config' | 'clock'>;
  pool: pg.Pool;
  store: FileStore;
  /** Back up even when a backup is younger than the interval. */
  force?: boolean;
}

/**
 * One scheduled backup (decision 050), once across processes: a session advisory lock admits one
 * process, which skips when the newest backup in the folder is younger than most of the interval
 * (another process made it). Then the backups past BACKUP_KEEP, oldest first, are deleted.
 * Returns the new archive's path, or null when skipped.
 */
export async function runScheduledBackup({
  deps,
  pool,
  store,
  force = false,
}: RunScheduledBackupOptions): Promise<string | null> {
  const { config, clock } = deps;
  const shelf = await shelfOf(config);
  const client = await pool.connect();
  let locked = false;
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [BACKUP_LOCK],
    );
    locked = rows[0]?.locked === true;
    if (!locked) return null;
    const now = clock.now();
    const newest = (await shelf.list()).at(-1);
    const newestAt = newest ? timeOfName(newest) : null;
    const intervalMs = (config.BACKUP_INTERVAL_HOURS ?? 24) * 3_600_000;
    if (!force && newestAt && now.getTime() - newestAt.getTime() < intervalMs * 0.9) return null;
    const out = await shelf.add(backupNameAt(now), (file) =>
      createBackup({ client, store, out: file, now, serverKeyFiles: serverKeyFilesOf(config) }),
    );
    const kept = await shelf.list();
    for (const old of kept.slice(0, Math.max(0, kept.length - config.BACKUP_KEEP))) {
      await shelf.remove(old);
    }
    return out;
  } finally {
    shelf.close();
    if (locked)
      await client.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** Where scheduled backups are kept: a folder (BACKUP_DIR) or a bucket (BACKUP_S3_BUCKET). */
interface Shelf {
  /** The scheduled backups' names, oldest first. */
  list(): Promise<string[]>;
  /** Makes a backup named `name` with `make` (which writes the archive file it is given). */
  add(name: string, make: (file: string) => Promise<unknown>): Promise<string>;
  remove(name: string): Promise<void>;
  close(): void;
}

async function shelfOf(config: Config): Promise<Shelf> {
  const bucket = config.BACKUP_S3_BUCKET;
  if (!bucket) {
    const dir = backupDirOf(config);
    return {
      list: () => listScheduledBackups(dir),
      add: async (name, make) => {
        const out = path.join(dir, name);
        await make(out);
        return out;
      },
      remove: (name) => fs.promises.rm(path.join(dir, name), { force: true }),
      close: () => undefined,
    };
  }
  const store = await openBucketStore(config, bucket);
  return {
    list: async () => {
      const names: string[] = [];
      for await (const object of store.list(BUCKET_PREFIX)) {
        const name = object.key.slice(BUCKET_PREFIX.length);
        if (NAME.test(name)) names.push(name);
      }
      return names.sort();
    },
    add: async (name, make) => {
      const staging = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'copyvest-scheduled-'));
      try {
        const file = path.join(staging, 'backup.tar.gz');
        await make(file);
        const key = `${BUCKET_PREFIX}${name.toLowerCase()}`;
        await uploadArchive(config, file, { bucket, key });
        return `s3://${bucket}/${key}`;
      } finally {
        await fs.promises.rm(staging, { recursive: true, force: true });
      }
    },
    remove: (name) => store.delete(`${BUCKET_PREFIX}${name}`),
    close: () => store.close(),
  };
}
