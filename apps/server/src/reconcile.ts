import { loadConfig, ConfigError } from './config.ts';
import { openPostgres } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { embeddedDatabaseUrl } from './db/embedded/embedded-database-url.ts';
import { EmbeddedPostgresError } from './db/embedded/postgres-binaries.ts';
import { startEmbeddedPostgres } from './db/embedded/start-embedded-postgres.ts';
import { systemClock } from './lib/clock.ts';
import { runReconciliation } from './modules/ledger/index.ts';

/**
 * `npm run reconcile`: reconciles the books now (decision 037), stores the run like the server's
 * job does (mailing the admins on an anomaly), prints what it found and exits 1 on an anomaly.
 * Uses DATABASE_URL, else the embedded PostgreSQL of DATA_DIR: the running server's, or one it
 * starts for the check when the server is stopped.
 */
async function main() {
  const config = loadConfig();
  let url = config.DATABASE_URL ?? embeddedDatabaseUrl(config.dataDir);
  let stop = async () => {};
  if (!url) {
    const release = await lockDataDir(config.dataDir);
    const embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      settings: config.EMBEDDED_POSTGRES_SETTINGS,
      log: () => undefined,
    });
    url = embedded.url;
    stop = async () => {
      await embedded.stop();
      await release();
    };
  }
  const database = openPostgres(url, 2);
  try {
    await database.migrate();
    const run = await runReconciliation({
      deps: { db: database.db, clock: systemClock, config },
      force: true,
    });
    if (!run) {
      console.log('Another process is reconciling the books right now; try again in a moment.');
      return 0;
    }
    if (run.ok) {
      console.log(`The books reconcile (run ${run.id} at ${run.startedAt.toISOString()}).`);
      return 0;
    }
    console.log(
      `The books do NOT reconcile (run ${run.id}): ${JSON.stringify(run.anomalies, null, 2)}`,
    );
    return 1;
  } finally {
    await database.close();
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof EmbeddedPostgresError;
    console.error(known ? (error as Error).message : error);
    process.exit(2);
  },
);
