import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppDeps } from '../../src/app-deps.ts';
import type { RealtimeHub } from '../../src/modules/realtime/index.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { type Database, openPostgres } from '../../src/db/client.ts';
import { OffsetClock } from '../../src/lib/clock.ts';
import { ensureFirstAdmin } from '../../src/modules/accounts/index.ts';
import { withDatabase } from './global-setup.ts';

export const TEST_ADMIN = { email: 'admin@copyvest.test', password: 'AdminPass123!' };

export interface TestContext {
  app: FastifyInstance;
  deps: AppDeps;
  realtime: RealtimeHub;
  database: Database;
  clock: OffsetClock;
  config: Config;
  /** Every wait the app asked for (login slow-down), in ms; nothing really waits. */
  sleeps: number[];
  /** The test database's URL (another process may open it). */
  url: string;
  close(): Promise<void>;
}

/** Every context opened by a test file; per-file-setup checks the books and closes them. */
export const openContexts: TestContext[] = [];

async function openTestDatabase(): Promise<{
  database: Database;
  url: string;
  drop: () => Promise<void>;
}> {
  const url = inject('pgUrl');
  const name = `copyvest_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // A file copy of the small template takes about 23 ms; the default WAL_LOG strategy 40–75 ms.
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')} STRATEGY FILE_COPY`);
  await admin.end();
  const database = openPostgres(withDatabase(url, name), 20, { connectInsideTransaction: 'throw' });
  const drop = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  return { database, url: withDatabase(url, name), drop };
}

/** A new, empty database on the test server (no schema: a restore's target), dropped by `drop`. */
export async function createEmptyTestDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const url = inject('pgUrl');
  const name = `copyvest_e_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  await admin.end();
  const drop = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  return { url: withDatabase(url, name), drop };
}

/**
 * A fresh app on a migrated copy of the database, with the first admin created. With `sharing`,
 * the app runs on that context's database instead (a second configuration, no new database); with
 * `{ url, drop }`, on that database (a restored one), dropped when the context closes.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  sharing?: TestContext | { url: string; drop: () => Promise<void> },
): Promise<TestContext> {
  const { database, url, drop } = !sharing
    ? await openTestDatabase()
    : 'database' in sharing
      ? { database: sharing.database, url: sharing.url, drop: undefined }
      : {
          database: openPostgres(sharing.url, 20, { connectInsideTransaction: 'throw' }),
          url: sharing.url,
          drop: sharing.drop,
        };
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ACCRUAL_MODE: 'manual',
    LOGIN_MAX_PER_IP_PER_MINUTE: '10000',
    SIGNUP_TAKEN_MAX_PER_IP_PER_HOUR: '10000',
    WEB_DIST: '/nonexistent',
    DATA_DIR: inject('dataDir'),
    JWT_SECRET: 'test-jwt-secret-of-at-least-32-characters',
    // Tests fire dozens of requests at once on a busy machine: the busy answer has its own test.
    REQUEST_QUEUE_TIMEOUT_MS: '60000',
    SECRETS_KEY: 'test-secrets-key-of-at-least-32-characters',
    AUTH_SEND_MAX_PER_IP_PER_HOUR: '10000',
    ...env,
  });
  const clock = new OffsetClock();
  const sleeps: number[] = [];
  const { app, deps, realtime } = await buildApp({
    db: database.db,
    settingsDb: database.apart,
    dbKind: database.kind,
    config,
    clock,
    logger: false,
    listen: database.listen,
    sleep: async (ms) => void sleeps.push(ms),
  });
  await ensureFirstAdmin({ deps });
  await app.ready();
  const context: TestContext = {
    app,
    deps,
    realtime,
    database,
    clock,
    config,
    sleeps,
    url,
    close: async () => {
      await app.close();
      if (sharing && 'database' in sharing) return;
      await database.close();
      await drop?.();
    },
  };
  openContexts.push(context);
  return context;
}
