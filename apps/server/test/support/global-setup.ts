import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/db/client.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded/start-embedded-postgres.ts';
import { memoryTempDir } from './memory-temp-dir.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server the tests use (an embedded one, or TEST_DATABASE_URL). */
    pgUrl: string;
    /** A migrated database each test file copies (CREATE DATABASE … TEMPLATE). */
    pgTemplate: string;
    /** The apps' DATA_DIR (dev mails and texts, generated keys): a temporary folder, never ./data. */
    dataDir: string;
  }
}

/** Settings for a throwaway cluster: nothing a test keeps survives a crash of the machine anyway. */
export const THROWAWAY_SETTINGS = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '400',
};

/**
 * Once per run: a PostgreSQL for the API tests — the embedded one the product starts (a cluster
 * in a temporary folder), or the server TEST_DATABASE_URL names — and one migrated database that
 * each test file copies (a copy takes milliseconds; migrating takes about a second).
 */
export default async function setup(project: TestProject) {
  const rootKeys = ['jwt-secret', 'secrets-key'].map((name) => path.resolve('data', name));
  const keysBefore = rootKeys.filter((file) => fs.existsSync(file));
  // In memory where the machine has room: PostgreSQL creates files there much faster (decision 060).
  const tempRoot = memoryTempDir();
  const appDataDir = fs.mkdtempSync(path.join(tempRoot, 'copyvest-test-data-'));
  project.provide('dataDir', appDataDir);
  let url = process.env.TEST_DATABASE_URL;
  let stopCluster = async () => {};
  if (!url) {
    const dataDir = fs.mkdtempSync(path.join(tempRoot, 'copyvest-test-pg-'));
    const cluster = await startEmbeddedPostgres({
      dataDir,
      settings: THROWAWAY_SETTINGS,
      noSync: true,
    });
    url = cluster.url;
    stopCluster = async () => {
      await cluster.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const template = `copyvest_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const database = openPostgres(withDatabase(url, template), 2);
  await database.migrate();
  await database.close();
  project.provide('pgUrl', url);
  project.provide('pgTemplate', template);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await stopCluster();
    fs.rmSync(appDataDir, { recursive: true, force: true });
    // An app built with the default DATA_DIR would leave its generated keys in the checkout.
    const written = rootKeys.filter((file) => !keysBefore.includes(file) && fs.existsSync(file));
    if (written.length > 0) {
      // Vitest reports an error thrown here but keeps its exit code: set it, so the run fails.
      process.exitCode = 1;
      throw new Error(`A test wrote ${written.join(', ')}: give its config the test DATA_DIR.`);
    }
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
