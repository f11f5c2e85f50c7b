import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { E2E_ADMIN } from '../../playwright.config';

const serverDir = fileURLToPath(new URL('../../apps/server/', import.meta.url));
/** Names the data folder with a migrated embedded PostgreSQL that global-setup.ts made. */
export const TEMPLATE_ENV = 'COPYVEST_E2E_TEMPLATE_DATA_DIR';

export interface E2eServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (`node dist/server.js`, what `npm start` runs) on a free port with a new
 * data folder (a copy of the global setup's migrated database) and the test clock enabled, and
 * waits until it answers. Its output goes to `logFile`.
 */
export async function startServer(logFile: string): Promise<E2eServer> {
  const port = await getPort({ host: '127.0.0.1' });
  const url = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'copyvest-e2e-'));
  const template = process.env[TEMPLATE_ENV];
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_SETTINGS: 'fsync=off,synchronous_commit=off,full_page_writes=off',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
      SIGNUP_TAKEN_MAX_PER_IP_PER_HOUR: '1000',
      ACCRUAL_MODE: 'timer',
      TEST_CLOCK: 'enabled',
      OAUTH_MOCK: 'enabled',
      AUTH_SEND_MAX_PER_IP_PER_HOUR: '1000',
      AUTH_SEND_MAX_PER_ADDRESS_PER_HOUR: '50',
      MAIL_POLL_INTERVAL_MS: '500',
    },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const cleanUp = () => {
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 80_000;
  for (;;) {
    const ok = await fetch(`${url}/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (exitCode !== undefined || Date.now() > deadline) {
      child.kill('SIGKILL');
      cleanUp();
      const output = fs.readFileSync(logFile, 'utf8');
      throw new Error(`The e2e server did not start (exit code ${exitCode}):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      cleanUp();
    },
  };
}
