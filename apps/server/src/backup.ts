import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { openPostgres } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { embeddedDatabaseUrl } from './db/embedded/embedded-database-url.ts';
import { EmbeddedPostgresError } from './db/embedded/postgres-binaries.ts';
import { startEmbeddedPostgres } from './db/embedded/start-embedded-postgres.ts';
import {
  BackupError,
  createBackup,
  s3PlaceOf,
  serverKeyFilesOf,
  uploadArchive,
} from './modules/backups/index.ts';
import { openFileStore } from './modules/files/index.ts';

/**
 * `npm run backup -- --out FILE`: one backup archive of the database and the stored files
 * (decision 050), while the server runs or not. Uses DATABASE_URL, else the embedded PostgreSQL of
 * DATA_DIR: the running server's, or one it starts for the backup when the server is stopped.
 */
async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new BackupError('Name the archive to write: npm run backup -- --out FILE');
  // npm runs this in the server's folder; a relative path means the caller's folder.
  const out = values.out.startsWith('s3://')
    ? values.out
    : path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  const config = loadConfig();
  // `--out s3://bucket/key`: the archive is made in a temporary folder, then uploaded.
  const place = s3PlaceOf(out);
  const staging = place
    ? await fs.promises.mkdtemp(path.join(os.tmpdir(), 'copyvest-upload-'))
    : undefined;
  const file = staging ? path.join(staging, 'backup.tar.gz') : out;
  let url = config.DATABASE_URL ?? embeddedDatabaseUrl(config.dataDir);
  let stop = async () => {};
  if (!url) {
    const release = await lockDataDir(config.dataDir);
    const embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      settings: config.EMBEDDED_POSTGRES_SETTINGS,
    });
    url = embedded.url;
    stop = async () => {
      await embedded.stop();
      await release();
    };
  }
  const database = openPostgres(url, 2);
  // A data folder never started yet has no schema: the backup is then of an empty product.
  await database.migrate();
  const client = await database.pool.connect();
  try {
    const { manifest } = await createBackup({
      client,
      store: await openFileStore(config),
      out: file,
      now: new Date(),
      serverKeyFiles: serverKeyFilesOf(config),
    });
    if (place) await uploadArchive(config, file, place);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backup written to ${out}: ${manifest.tables.length} tables (${rows} rows), ${manifest.objects.length} files.`,
    );
    if (manifest.missingObjects.length > 0) {
      console.log(
        `${manifest.missingObjects.length} files were deleted while the backup ran; their rows are in it without bytes.`,
      );
    }
  } finally {
    client.release();
    await database.close();
    await stop();
    if (staging) await fs.promises.rm(staging, { recursive: true, force: true });
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
