import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openPostgres } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { convertPgliteFolder } from './db/embedded/convert-pglite-folder.ts';
import { EmbeddedPostgresError } from './db/embedded/postgres-binaries.ts';
import {
  type EmbeddedPostgres,
  startEmbeddedPostgres,
} from './db/embedded/start-embedded-postgres.ts';
import { OffsetClock, systemClock } from './lib/clock.ts';
import { backgroundJobs } from './jobs.ts';
import { startJobs } from './lib/jobs.ts';
import { ensureFirstAdmin } from './modules/accounts/index.ts';
import { seedStarterPlans } from './modules/plans/index.ts';

/** Reads config, opens the database, listens, and shuts down gracefully. */
async function main() {
  const config = loadConfig();
  let releaseLock: (() => Promise<void>) | undefined;
  let embedded: EmbeddedPostgres | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    // The server's own PostgreSQL in DATA_DIR (decision 034); the lock keeps a second server out.
    releaseLock = await lockDataDir(config.dataDir);
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      settings: config.EMBEDDED_POSTGRES_SETTINGS,
      log: (message) => console.log(message),
      avoidPort: config.PORT,
    });
    url = embedded.url;
  }
  // A developer's server reports a pooled connection asked for inside a transaction (decision 074).
  const database = openPostgres(url, undefined, {
    connectInsideTransaction: config.NODE_ENV === 'development' ? 'warn' : 'off',
  });
  await database.migrate();
  if (embedded) {
    await convertPgliteFolder({
      dataDir: config.dataDir,
      url,
      log: (message) => console.log(message),
    });
  }

  const clock = config.TEST_CLOCK === 'enabled' ? new OffsetClock() : systemClock;
  const { app, deps, storage } = await buildApp({
    db: database.db,
    settingsDb: database.apart,
    dbKind: database.kind,
    config,
    clock,
    listen: database.listen,
  });

  const admin = await ensureFirstAdmin({ deps });
  if (admin) {
    const lines = [
      'First admin account created:',
      `  e-mail:   ${admin.email}`,
      `  password: ${admin.generated ? admin.password : '(the ADMIN_PASSWORD you set)'}`,
      admin.generated ? '  This password is shown only once. Sign in and keep it safe.' : '',
    ];
    console.log(`\n${lines.filter(Boolean).join('\n')}\n`);
    await seedStarterPlans({ deps });
  }

  let stopJobs = async () => {};
  // SIGINT, SIGTERM, an uncaught error: stop taking work, close everything, release the data
  // folder; exit 1 if it takes more than 10 s.
  let stopping = false;
  let stoppingDatabase = false;
  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    stopping = true;
    if (err) app.log.error(err, 'shutting down after an uncaught error');
    else app.log.info(`${signal ?? 'exit'} received: shutting down`);
    await stopJobs();
    await app.close();
    await database.close();
    stoppingDatabase = true;
    await embedded?.stop();
    await releaseLock?.();
  });
  // The embedded PostgreSQL stopping on its own (killed, out of memory) leaves nothing to serve:
  // raised as an uncaught error, it shuts the server down with exit code 1. When an error it
  // caused (a lost connection) already started the shutdown, the reason is still said, even when
  // that shutdown got as far as stopping the database before the exit was reported: only the
  // fast shutdown this process asks for ends with exit code 0.
  void embedded?.exited.then((code) => {
    if (stoppingDatabase && code === 0) return;
    const message = `The embedded PostgreSQL stopped (exit code ${code}).`;
    if (stopping) {
      console.error(message);
      return;
    }
    setImmediate(() => {
      throw new EmbeddedPostgresError(message);
    });
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  stopJobs = await startJobs(
    backgroundJobs({
      deps,
      log: app.log,
      storage,
      databaseUrl: url,
      pool: database.pool,
    }),
    app.log,
  );
  console.log(
    `${config.APP_NAME} is running at ${config.appUrl} (database: ${embedded ? 'embedded PostgreSQL' : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof EmbeddedPostgresError
  ) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
