import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWhatChanged } from '../../apps/server/test/support/build-what-changed.ts';
import { openPglite } from '../../apps/server/src/db/client.ts';
import { TEMPLATE_ENV } from './start-server';

/**
 * Before any worker starts: the web app and the server built where they changed, and one
 * migrated database for the workers' servers to copy (creating one takes seconds of CPU; a copy
 * takes milliseconds). Each server still migrates and creates the first admin at its start.
 */
export default async function globalSetup() {
  buildWhatChanged();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'copyvest-e2e-template-'));
  const database = await openPglite({ dataDir: path.join(folder, 'pgdata') });
  await database.migrate();
  await database.close();
  process.env[TEMPLATE_ENV] = path.join(folder, 'pgdata');
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
