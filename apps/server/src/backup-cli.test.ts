import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/support/test-app.ts';
import { adminClient, registerActiveUser } from '../test/support/client.ts';
import { fund, seedPaymentMethod } from '../test/support/seed.ts';
import { openPostgres } from './db/client.ts';
import { startEmbeddedPostgres } from './db/embedded/start-embedded-postgres.ts';
import { reconcileLedger } from './modules/ledger/index.ts';

/** `npm run backup` and `npm run restore` as an operator runs them: their own processes. */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
let ctx: TestContext;
let work: string;

beforeAll(async () => {
  ctx = await createTestContext();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'copyvest-backup-cli-'));
  // The embedded PostgreSQL runs as `postgres` when we are root: it must reach the folder.
  fs.chmodSync(work, 0o755);
});

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function run(script: 'backup.ts' | 'restore.ts', args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/${script}`, ...args], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe('npm run backup and npm run restore', () => {
  it('restore refuses a data folder that is not empty and says so', async () => {
    const dataDir = fs.mkdtempSync(path.join(work, 'busy-'));
    fs.writeFileSync(path.join(dataDir, 'something'), 'kept');
    const { code, output } = await run('restore.ts', [path.join(work, 'any.tar.gz')], {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    });
    expect(code).toBe(1);
    expect(output).toContain(`The data folder ${dataDir} is not empty (something)`);
    expect(fs.readdirSync(dataDir)).toEqual(['something']);
  }, 120_000);

  it('a backup of an external database restores into an empty data folder on the embedded PostgreSQL, with its generated keys', async () => {
    const admin = await adminClient(ctx);
    const methodId = (await seedPaymentMethod(ctx)).id;
    const { client } = await registerActiveUser(ctx, { name: 'Cli Carol' });
    await fund(client, admin, methodId, 420_00);

    const sourceDataDir = fs.mkdtempSync(path.join(work, 'source-'));
    fs.writeFileSync(path.join(sourceDataDir, 'secrets-key'), 'k'.repeat(43));
    const archive = path.join(work, 'cli.tar.gz');
    const backup = await run('backup.ts', ['--out', archive], {
      DATABASE_URL: ctx.url,
      DATA_DIR: sourceDataDir,
      STORAGE_DIR: path.join(sourceDataDir, 'storage'),
      JWT_SECRET: 'cli-test-jwt-secret-of-at-least-32-characters',
      SECRETS_KEY: '',
    });
    expect(backup.output).toContain(`Backup written to ${archive}`);
    expect(backup.code).toBe(0);

    const target = path.join(work, 'restored');
    const restore = await run('restore.ts', [archive], {
      DATABASE_URL: '',
      DATA_DIR: target,
      STORAGE_DIR: '',
      JWT_SECRET: 'cli-test-jwt-secret-of-at-least-32-characters',
      SECRETS_KEY: '',
    });
    expect(restore.output).toContain('Restored the backup');
    expect(restore.code).toBe(0);
    expect(fs.readFileSync(path.join(target, 'secrets-key'), 'utf8')).toBe('k'.repeat(43));
    expect(fs.existsSync(path.join(target, 'jwt-secret'))).toBe(false);

    const embedded = await startEmbeddedPostgres({ dataDir: target });
    const database = openPostgres(embedded.url, 2);
    try {
      const { rows } = await database.pool.query<{ balance: string }>(
        `SELECT balance::text FROM users WHERE name = 'Cli Carol'`,
      );
      expect(rows).toEqual([{ balance: '42000' }]);
      const { anomalies } = await reconcileLedger({ db: database.db, now: new Date() });
      expect(anomalies).toEqual([]);
    } finally {
      await database.close();
      await embedded.stop();
    }
  }, 240_000);
});
