import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver, type S3rverProcess } from '../../../test/support/s3rver.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { openBucketStore, openFileStore } from '../files/index.ts';
import { BackupError } from './manifest.ts';
import { openArchive } from './open-archive.ts';
import { downloadArchive, s3PlaceOf } from './s3-target.ts';
import { runScheduledBackup } from './scheduled-backups.ts';

const HOUR = 3_600_000;
let s3: S3rverProcess;
let ctx: TestContext;
let dir: string;

beforeAll(async () => {
  s3 = await startS3rver();
  await s3.createBucket('copyvest-backups');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copyvest-s3-backups-'));
  const { S3_BUCKET: _files, STORAGE_DRIVER: _driver, ...service } = s3.env('unused');
  ctx = await createTestContext({
    ...service,
    BACKUP_INTERVAL_HOURS: '6',
    BACKUP_KEEP: '2',
    BACKUP_S3_BUCKET: 'copyvest-backups',
    STORAGE_DIR: path.join(dir, 'storage'),
  });
}, 120_000);

afterAll(async () => {
  await s3?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('backups in an S3 bucket', () => {
  it('scheduled backups go to BACKUP_S3_BUCKET, the newest BACKUP_KEEP kept, each one restorable', async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const place = await runScheduledBackup({
        deps: ctx.deps,
        pool: ctx.database.pool,
        store: await openFileStore(ctx.config),
      });
      expect(place).toMatch(
        /^s3:\/\/copyvest-backups\/backups\/copyvest-backup-\d{8}t\d{6}z\.tar\.gz$/,
      );
      made.push(place!);
      ctx.clock.advance(6 * HOUR);
    }
    const bucket = await openBucketStore(ctx.config, 'copyvest-backups');
    const keys: string[] = [];
    for await (const object of bucket.list('backups/'))
      keys.push(`s3://copyvest-backups/${object.key}`);
    bucket.close();
    expect(keys.sort()).toEqual(made.slice(-2));

    // The newest downloads whole: its manifest and every checksum hold.
    const file = path.join(dir, 'downloaded.tar.gz');
    await downloadArchive(ctx.config, s3PlaceOf(made.at(-1)!)!, file);
    const archive = await openArchive(file);
    expect(archive.manifest.tables.length).toBeGreaterThan(10);
    await archive.close();
  });

  it('refuses an S3 place it cannot name as a key, and an archive that is not there', async () => {
    expect(s3PlaceOf('/var/backups/one.tar.gz')).toBeNull();
    expect(() => s3PlaceOf('s3://copyvest-backups/Backup.tar.gz')).toThrow(BackupError);
    expect(() => s3PlaceOf('s3://x/one.tar.gz')).toThrow(BackupError);
    expect(() => s3PlaceOf('s3://copyvest-backups/one.tar.gz')).toThrow(BackupError);
    expect(s3PlaceOf('s3://copyvest-backups/copyvest/one.tar.gz')).toEqual({
      bucket: 'copyvest-backups',
      key: 'copyvest/one.tar.gz',
    });
    await expect(
      downloadArchive(
        ctx.config,
        { bucket: 'copyvest-backups', key: 'backups/missing.tar.gz' },
        path.join(dir, 'none'),
      ),
    ).rejects.toThrow('No backup archive at s3://copyvest-backups/backups/missing.tar.gz.');
  });
});
