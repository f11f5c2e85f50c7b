import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { OffsetClock, systemClock } from './lib/clock.ts';
import { ensureFirstAdmin } from './modules/accounts/ensure-first-admin.ts';
import { startAccrualTimer } from './modules/trades/accrual-timer.ts';
import { seedStarterPlans } from './modules/plans/seed-starter-plans.ts';
import { startMailWorker } from './modules/mail/mail-worker.ts';

/** Reads config, opens the database, listens, and shuts down gracefully. */
async function main() {
  const config = loadConfig();
  let releaseLock: (() => Promise<void>) | undefined;
  let database: Database;
  if (config.DATABASE_URL) {
    database = openPostgres(config.DATABASE_URL);
  } else {
    releaseLock = await lockDataDir(config.dataDir);
    database = await openPglite({ dataDir: `${config.dataDir}/pgdata` });
  }
  await database.migrate();

  const clock = config.TEST_CLOCK === 'enabled' ? new OffsetClock() : systemClock;
  const { app, deps } = await buildApp({
    db: database.db,
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

  const stopAccrual =
    config.ACCRUAL_MODE === 'timer' ? startAccrualTimer({ deps, log: app.log }) : undefined;

  let stopMail = async () => {};
  // SIGINT, SIGTERM, an uncaught error: stop taking work, close everything, release the data
  // folder; exit 1 if it takes more than 10 s.
  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error(err, 'shutting down after an uncaught error');
    else app.log.info(`${signal ?? 'exit'} received: shutting down`);
    await stopAccrual?.();
    await stopMail();
    await app.close();
    await database.close();
    await releaseLock?.();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  stopMail = (await startMailWorker({ deps, log: app.log, listen: database.listen })).stop;
  console.log(`${config.APP_NAME} is running at ${config.appUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
