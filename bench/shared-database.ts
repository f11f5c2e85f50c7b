import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded/start-embedded-postgres.ts';
import { databaseServerUrl, type ServerStore } from './server-process.ts';
import { atCleanup } from './support.ts';

/**
 * One database for several server instances (decision 051): made on the PostgreSQL server named by
 * DATABASE_URL (or BENCH_DATABASE_URL), else on an embedded PostgreSQL of the bench's own, and
 * dropped (the cluster stopped and removed) when the bench ends. Returns its connection string.
 */
export async function startSharedDatabase(label: string): Promise<string> {
  const name = `copyvest_${label.replace(/\W/g, '_')}_${process.pid}`;
  let serverUrl = databaseServerUrl();
  if (!serverUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `copyvest-bench-${label}-pg-`));
    const cluster = await startEmbeddedPostgres({
      dataDir,
      noSync: true,
      settings: { max_connections: '300', fsync: 'off', synchronous_commit: 'off' },
    });
    atCleanup(async () => {
      await cluster.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    serverUrl = cluster.url;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  atCleanup(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** An instance's own DATA_DIR, on the shared database. */
export function instanceStore(label: string, databaseUrl: string): ServerStore {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `copyvest-bench-instance-${label}-`));
  const remove = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  const unregister = atCleanup(remove);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    dataDir,
    databaseUrl,
    dispose: async () => {
      unregister();
      await remove();
    },
  };
}
