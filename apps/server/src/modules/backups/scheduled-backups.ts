import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { AppDeps } from '../../app-deps.ts';
import type { Config } from '../../config.ts';
import type { FileStore } from '../files/index.ts';
import { createBackup } from './create-backup.ts';
import { serverKeyFilesOf } from './server-key-files.ts';

/** Key of the advisory lock that lets one process at a time make a scheduled backup. */
const BACKUP_LOCK = 0x4241434b; // 'BACK'
const NAME = /^copyvest-backup-(\d{8}T\d{6}Z)\.tar\.gz$/;

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
  const stamp = NAME.exec(name)?.[1];
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
  const dir = backupDirOf(config);
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
    const newest = (await listScheduledBackups(dir)).at(-1);
    const newestAt = newest ? timeOfName(newest) : null;
    const intervalMs = (config.BACKUP_INTERVAL_HOURS ?? 24) * 3_600_000;
    if (!force && newestAt && now.getTime() - newestAt.getTime() < intervalMs * 0.9) return null;
    const out = path.join(dir, backupNameAt(now));
    await createBackup({ client, store, out, now, serverKeyFiles: serverKeyFilesOf(config) });
    const kept = await listScheduledBackups(dir);
    for (const old of kept.slice(0, Math.max(0, kept.length - config.BACKUP_KEEP))) {
      await fs.promises.rm(path.join(dir, old), { force: true });
    }
    return out;
  } finally {
    if (locked)
      await client.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK]).catch(() => undefined);
    client.release();
  }
}
