import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { openFileStore } from '../files/index.ts';
import { backupStatus } from './backup-status.ts';
import { startBackupTimer } from './backup-timer.ts';
import { listScheduledBackups, runScheduledBackup } from './scheduled-backups.ts';

const HOUR = 3_600_000;
let ctx: TestContext;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copyvest-scheduled-'));
  ctx = await createTestContext({
    BACKUP_INTERVAL_HOURS: '6',
    BACKUP_KEEP: '2',
    BACKUP_DIR: path.join(dir, 'backups'),
    STORAGE_DIR: path.join(dir, 'storage'),
  });
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const run = async (deps: TestContext['deps'] = ctx.deps) =>
  runScheduledBackup({
    deps,
    pool: ctx.database.pool,
    store: await openFileStore(ctx.config),
  });

describe('scheduled backups', () => {
  it('keep only the newest BACKUP_KEEP archives, one per interval', async () => {
    const made: string[] = [];
    for (let i = 0; i < 4; i++) {
      const file = await run();
      expect(file).not.toBeNull();
      made.push(path.basename(file!));
      // A second try within the interval (another instance's timer) makes none.
      expect(await run()).toBeNull();
      ctx.clock.advance(6 * HOUR);
    }
    expect(await listScheduledBackups(path.join(dir, 'backups'))).toEqual(made.slice(-2));
  });

  it('two instances due at once make one backup between them', async () => {
    ctx.clock.advance(6 * HOUR);
    const before = await listScheduledBackups(path.join(dir, 'backups'));
    const results = await Promise.all([run(), run()]);
    expect(results.filter((file) => file !== null)).toHaveLength(1);
    const after = await listScheduledBackups(path.join(dir, 'backups'));
    expect(after.filter((name) => !before.includes(name))).toHaveLength(1);
  });

  it('a failed backup is logged with its reason, reported by /v1/health and tried again next time', async () => {
    // BACKUP_DIR names a file: the archive cannot be written.
    const blocked = path.join(dir, 'not-a-folder');
    fs.writeFileSync(blocked, '');
    const failing = await createTestContext(
      { BACKUP_INTERVAL_HOURS: '6', BACKUP_DIR: blocked, STORAGE_DIR: path.join(dir, 'storage') },
      ctx,
    );
    const errors: unknown[] = [];
    const log = Object.assign(Object.create(failing.deps.log), {
      error: (...args: unknown[]) => errors.push(args),
      info: () => undefined,
    });
    const stop = startBackupTimer({
      deps: failing.deps,
      log,
      pool: failing.database.pool,
      store: await openFileStore(failing.config),
    });
    await stop();
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0])).toContain('backup failed');
    const health = await failing.app.inject({ method: 'GET', url: '/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().backups).toMatchObject({
      status: 'failing',
      lastError: expect.stringContaining('not-a-folder'),
    });

    // The next interval's try succeeds and clears the failure.
    ctx.clock.advance(6 * HOUR);
    const working = startBackupTimer({
      deps: ctx.deps,
      log,
      pool: ctx.database.pool,
      store: await openFileStore(ctx.config),
    });
    await working();
    expect(backupStatus()).toMatchObject({ status: 'ok', lastError: null });
  });
});
