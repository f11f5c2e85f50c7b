import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { EmbeddedPostgresError } from './db/embedded/postgres-binaries.ts';
import { startEmbeddedPostgres } from './db/embedded/start-embedded-postgres.ts';
import {
  BackupError,
  openArchive,
  restoreArchive,
  s3PlaceOf,
  downloadArchive,
  serverKeyFilesOf,
} from './modules/backups/index.ts';
import { openFileStore } from './modules/files/index.ts';

/**
 * `npm run restore -- FILE`: restores a backup archive (decision 050) onto an empty DATA_DIR (the
 * embedded PostgreSQL is created there) or, with DATABASE_URL, an empty database; the file store
 * must be empty too. Every checksum is checked before anything is written; then `npm start`.
 */
async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [named] = positionals;
  if (!named || positionals.length > 1) {
    throw new BackupError('Name the archive to restore: npm run restore -- FILE');
  }
  const file = named.startsWith('s3://')
    ? named
    : path.resolve(process.env.INIT_CWD ?? process.cwd(), named);
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    const entries = fs.existsSync(config.dataDir) ? fs.readdirSync(config.dataDir) : [];
    if (entries.length > 0) {
      throw new BackupError(
        `The data folder ${config.dataDir} is not empty (${entries.slice(0, 5).join(', ')}${entries.length > 5 ? ', …' : ''}): ` +
          'a restore goes only into an empty one, so nothing there is overwritten. Move it away (or set DATA_DIR to a new folder) and run the restore again.',
      );
    }
  }
  // An archive in a bucket (`s3://bucket/key`) is downloaded first, then checked like a file.
  const place = s3PlaceOf(file);
  let local = file;
  let removeDownload = async () => {};
  if (place) {
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'copyvest-download-'));
    removeDownload = () => fs.promises.rm(dir, { recursive: true, force: true });
    local = path.join(dir, 'backup.tar.gz');
    await downloadArchive(config, place, local).catch(async (error: unknown) => {
      await removeDownload();
      throw error;
    });
  }
  const archive = await openArchive(local).finally(removeDownload);
  let stop = async () => {};
  try {
    let url = config.DATABASE_URL;
    if (!url) {
      const release = await lockDataDir(config.dataDir);
      const embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        settings: config.EMBEDDED_POSTGRES_SETTINGS,
        log: (message) => console.log(message),
      });
      url = embedded.url;
      stop = async () => {
        await embedded.stop();
        await release();
      };
    }
    await restoreArchive({
      archive,
      url,
      store: await openFileStore(config),
      log: (message) => console.log(message),
      serverKeysDir: {
        dataDir: config.dataDir,
        names: Object.keys(serverKeyFilesOf(config)),
      },
    });
    console.log(
      `Restored the backup of ${archive.manifest.createdAt}: ${archive.manifest.tables.length} tables, ${archive.manifest.objects.length} files. Start the server with npm start.`,
    );
  } finally {
    await archive.close();
    await stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const known =
      error instanceof BackupError ||
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof EmbeddedPostgresError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
