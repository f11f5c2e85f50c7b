import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWhatChanged } from '../../apps/server/test/support/build-what-changed.ts';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded/start-embedded-postgres.ts';
import { TEMPLATE_ENV } from './start-server';

/**
 * Before any worker starts: the web app and the server built where they changed, and one data
 * folder with a migrated embedded PostgreSQL for the workers' servers to copy (creating a cluster
 * and migrating it takes seconds; a copy takes milliseconds). Each server starts its own
 * PostgreSQL on its copy, migrates (nothing to do) and creates the first admin at its start.
 */
export default async function globalSetup() {
  buildWhatChanged();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'copyvest-e2e-template-'));
  const cluster = await startEmbeddedPostgres({ dataDir: folder, noSync: true });
  const database = openPostgres(cluster.url, 2);
  await database.migrate();
  await database.close();
  await cluster.stop();
  fs.rmSync(path.join(folder, 'postgres.log'), { force: true });
  process.env[TEMPLATE_ENV] = folder;
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
