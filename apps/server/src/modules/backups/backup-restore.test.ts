import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { create as createTar, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createEmptyTestDatabase,
  createTestContext,
  type TestContext,
} from '../../../test/support/test-app.ts';
import { adminClient, registerActiveUser, type TestClient } from '../../../test/support/client.ts';
import { fund, seedPaymentMethod, seedPlan } from '../../../test/support/seed.ts';
import {
  createFilesContext,
  getBytes,
  image,
  upload,
  uploadAvatar,
} from '../files/files-test-support.ts';
import { openFileStore } from '../files/index.ts';
import { reconcileLedger } from '../ledger/index.ts';
import { createBackup } from './create-backup.ts';
import { countUserRelations } from './database-catalog.ts';
import { BackupError } from './manifest.ts';
import { openArchive } from './open-archive.ts';
import { restoreArchive } from './restore-archive.ts';

const WALLET = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let ctx: TestContext;
let storageDir: string;
let cleanupStorage: () => void;
let admin: TestClient;
let methodId: string;
let planId: string;
let investor: TestClient;
let busy: TestClient;
let work: string;
const original: { fileId: string; bytes: Buffer; avatarId: string; avatarBytes: Buffer } = {
  fileId: '',
  bytes: Buffer.alloc(0),
  avatarId: '',
  avatarBytes: Buffer.alloc(0),
};

beforeAll(async () => {
  ({ ctx, storageDir, cleanup: cleanupStorage } = await createFilesContext());
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'copyvest-backup-test-'));
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx)).id;
  planId = (await seedPlan(ctx, { min: 100_00, max: 5_000_00 })).id;

  // The user whose dashboard is compared: money in, a trade, a withdrawal paid out, two files.
  investor = (await registerActiveUser(ctx, { name: 'Ivy Investor' })).client;
  await fund(investor, admin, methodId, 1_000_00);
  expect((await investor.post('/v1/trades', { planId, amount: 300_00 })).status).toBe(201);
  const withdrawal = await investor.post('/v1/withdrawals', {
    paymentMethodId: methodId,
    amount: 100_00,
    walletAddress: WALLET,
  });
  expect(withdrawal.status).toBe(201);
  expect((await admin.post(`/v1/admin/transactions/${withdrawal.body.$id}/approve`)).status).toBe(
    200,
  );
  original.bytes = await image(64, 48, 'png', '#2266aa');
  const uploaded = await upload(investor, original.bytes, { filename: 'statement.png' });
  expect(uploaded.status).toBe(201);
  original.fileId = uploaded.body.$id;
  original.avatarBytes = await image(120, 120, 'jpeg', '#aa6622');
  const avatar = await uploadAvatar(investor, original.avatarBytes, 'me.jpg');
  expect(avatar.status).toBe(201);
  original.avatarId = avatar.body.$id;

  // The user who keeps moving money while the backup runs.
  busy = (await registerActiveUser(ctx, { name: 'Bo Busy' })).client;
  await fund(busy, admin, methodId, 2_000_00);
});

afterAll(() => {
  cleanupStorage();
  fs.rmSync(work, { recursive: true, force: true });
});

async function backUp(name: string) {
  const client = await ctx.database.pool.connect();
  try {
    return await createBackup({
      client,
      store: await openFileStore(ctx.config),
      out: path.join(work, name),
      now: ctx.clock.now(),
    });
  } finally {
    client.release();
  }
}

/** A fresh place to restore into: an empty database and an empty file store. */
async function freshTarget() {
  const database = await createEmptyTestDatabase();
  const dir = fs.mkdtempSync(path.join(work, 'store-'));
  return { database, dir, store: await openFileStore({ ...ctx.config, STORAGE_DIR: dir }) };
}

async function relationsIn(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await countUserRelations(client);
  } finally {
    await client.end();
  }
}

describe('backup and restore', () => {
  it('a backup taken while money moves restores to books that reconcile, the same files and the same dashboard', async () => {
    // A few money requests race the dump: the snapshot holds each of them whole or not at all.
    const [{ file, manifest }] = await Promise.all([
      backUp('during-requests.tar.gz'),
      busy.post('/v1/trades', { planId, amount: 500_00 }),
      busy.post('/v1/deposits', { paymentMethodId: methodId, amount: 250_00 }),
      busy.post('/v1/withdrawals', {
        paymentMethodId: methodId,
        amount: 50_00,
        walletAddress: WALLET,
      }),
      fund(busy, admin, methodId, 75_00),
    ]);
    expect(manifest.objects.length).toBeGreaterThanOrEqual(2);
    expect(manifest.missingObjects).toEqual([]);

    const target = await freshTarget();
    const archive = await openArchive(file);
    try {
      await restoreArchive({ archive, url: target.database.url, store: target.store });
    } finally {
      await archive.close();
    }
    const restored = await createTestContext({ STORAGE_DIR: target.dir }, target.database);

    const { anomalies } = await reconcileLedger({
      db: restored.database.db,
      now: restored.clock.now(),
    });
    expect(anomalies).toEqual([]);

    // Every object's bytes, and the files as the API serves them.
    for (const object of manifest.objects) {
      const stored = await target.store.get(object.key);
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
      expect(sha256(Buffer.concat(chunks))).toBe(object.sha256);
    }
    const restoredInvestor = Object.assign(
      Object.create(Object.getPrototypeOf(investor)),
      investor,
      {
        app: restored.app,
      },
    ) as TestClient;
    const download = await getBytes(
      restored,
      restoredInvestor,
      `/v1/storage/buckets/uploads/files/${original.fileId}/download`,
    );
    expect(download.status).toBe(200);
    expect(sha256(download.bytes)).toBe(sha256(original.bytes));
    const avatar = await getBytes(
      restored,
      restoredInvestor,
      `/v1/storage/buckets/images/files/${original.avatarId}/view`,
    );
    expect(avatar.status).toBe(200);
    expect(sha256(avatar.bytes)).toBe(sha256(original.avatarBytes));

    // The same session, the same dashboard.
    const before = await investor.get('/v1/dashboard');
    const after = await restoredInvestor.get('/v1/dashboard');
    expect(before.status).toBe(200);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);
    expect(after.body.user.balance).toBe(600_00);
    // The same transaction list, its total too (kept by the database: rebuilt as rows load).
    const listBefore = await investor.get('/v1/transactions');
    const listAfter = await restoredInvestor.get('/v1/transactions');
    expect(listAfter.body).toEqual(listBefore.body);
    expect(listAfter.body.total).toBe(listAfter.body.transactions.length);
  });

  it('refuses a database that is not empty, and a file store that is not empty, changing neither', async () => {
    const { file } = await backUp('refusals.tar.gz');
    const archive = await openArchive(file);
    try {
      const relations = await relationsIn(ctx.url);
      await expect(
        restoreArchive({
          archive,
          url: ctx.url,
          store: await openFileStore({
            ...ctx.config,
            STORAGE_DIR: fs.mkdtempSync(path.join(work, 'unused-')),
          }),
        }),
      ).rejects.toThrow(/The target database is not empty/);
      expect(await relationsIn(ctx.url)).toBe(relations);

      const target = await freshTarget();
      try {
        await expect(
          restoreArchive({
            archive,
            url: target.database.url,
            store: await openFileStore(ctx.config),
          }),
        ).rejects.toThrow(/The file store is not empty/);
        expect(await relationsIn(target.database.url)).toBe(0);
      } finally {
        await target.database.drop();
      }
    } finally {
      await archive.close();
    }
    expect(fs.readdirSync(storageDir).length).toBeGreaterThan(0);
  });

  it('refuses an archive whose object does not match its checksum, and restores nothing', async () => {
    const { file, manifest } = await backUp('to-corrupt.tar.gz');
    const unpacked = fs.mkdtempSync(path.join(work, 'unpacked-'));
    await extract({ file, cwd: unpacked });
    const victim = path.join(unpacked, 'objects', manifest.objects[0]!.key);
    const bytes = fs.readFileSync(victim);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
    fs.writeFileSync(victim, bytes);
    const corrupted = path.join(work, 'corrupted.tar.gz');
    await createTar({ gzip: true, file: corrupted, cwd: unpacked }, fs.readdirSync(unpacked));

    const target = await freshTarget();
    try {
      const error = await openArchive(corrupted).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(BackupError);
      expect((error as Error).message).toContain(
        `object ${manifest.objects[0]!.key} does not match its checksum`,
      );
      expect(await relationsIn(target.database.url)).toBe(0);
      expect(fs.readdirSync(target.dir)).toEqual([]);
    } finally {
      await target.database.drop();
    }
  });

  it('a backup that cannot write its archive fails and leaves no staging copy of the database behind', async () => {
    const blocked = path.join(work, 'a-file-not-a-folder');
    fs.writeFileSync(blocked, '');
    const staging = fs.mkdtempSync(path.join(work, 'tmp-'));
    vi.stubEnv('TMPDIR', staging);
    try {
      await expect(backUp('a-file-not-a-folder/archive.tar.gz')).rejects.toThrow();
    } finally {
      vi.unstubAllEnvs();
    }
    expect(fs.readdirSync(staging)).toEqual([]);
  });
});
