import net from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, UPLOAD_CHUNK_BYTES } from '@copyvest/shared';
import { ConfigError, loadConfig } from '../../config.ts';
import { files } from '../../db/schema.ts';
import { registerActiveUser, TestClient } from '../../../test/support/client.ts';
import { startS3rver, type S3rverProcess } from '../../../test/support/s3rver.ts';
import { createTestContext } from '../../../test/support/test-app.ts';
import { image, md5, upload } from './files-test-support.ts';
import { openFileStore } from './open-file-store.ts';
import { S3FileStore } from './s3-file-store.ts';
import { StoreUnavailableError } from '../../lib/errors.ts';

/**
 * Decision 049: what only the S3 driver has to prove (the storage suite itself runs on both
 * drivers through the `server-s3` project): two processes sharing one bucket and one database
 * assemble one upload, a failing store answers 503 with Retry-After and keeps nothing, and a
 * bad bucket stops the start naming S3_BUCKET.
 */
let s3: S3rverProcess;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(async () => {
  await s3.stop();
});

const FILES = '/v1/storage/buckets/uploads/files';
let bucketCount = 0;
async function newBucket() {
  const bucket = `copyvest-s3-${process.pid}-${++bucketCount}`;
  await s3.createBucket(bucket);
  return s3.env(bucket);
}

describe('the S3 file store', () => {
  it('assembles one upload whose chunks arrive through two app instances sharing the bucket and the database', async () => {
    const env = await newBucket();
    const first = await createTestContext(env);
    const second = await createTestContext(env, first);
    const { client } = await registerActiveUser(first);
    const onSecond = new TestClient(second.app);
    onSecond.cookie = client.cookie;
    const data = await sharp({
      create: {
        width: 1500,
        height: 1500,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const count = Math.ceil(data.length / UPLOAD_CHUNK_BYTES);
    expect(count).toBeGreaterThanOrEqual(2);
    const send = (via: TestClient, index: number) => {
      const start = index * UPLOAD_CHUNK_BYTES;
      const end = Math.min(start + UPLOAD_CHUNK_BYTES, data.length) - 1;
      return upload(via, data.subarray(start, end + 1), {
        fileId: 'two-instances',
        contentRange: `bytes ${start}-${end}/${data.length}`,
        filename: 'big.png',
      });
    };
    // The last chunk first, on the second instance; the others alternate, the first one last.
    const order = [count - 1, ...Array.from({ length: count - 1 }, (_, i) => count - 2 - i)];
    let last;
    for (const [turn, index] of order.entries()) {
      last = await send(turn % 2 === 0 ? onSecond : client, index);
      expect(last.status).toBe(201);
    }
    expect(last!.body.chunksUploaded).toBe(count);
    expect(last!.body.signature).toBe(md5(data));
    const viaFirst = await first.app.inject({
      method: 'GET',
      url: `${FILES}/two-instances/download`,
      headers: { cookie: client.cookie! },
    });
    expect(viaFirst.statusCode).toBe(200);
    expect(md5(viaFirst.rawPayload)).toBe(md5(data));
  });

  it('answers 503 with Retry-After and keeps no file row when the store stops answering', async () => {
    const dying = await startS3rver();
    const bucket = 'copyvest-dying';
    await dying.createBucket(bucket);
    const ctx = await createTestContext(dying.env(bucket));
    try {
      const { client } = await registerActiveUser(ctx);
      const before = await upload(client, await image(20, 20), { fileId: 'before-the-failure' });
      expect(before.status).toBe(201);

      await dying.stop();
      const response = await upload(client, await image(20, 20), { fileId: 'during-the-failure' });
      expect(response.status).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(response.body).toMatchObject({
        type: 'general_service_unavailable',
        message: messages.errors.serviceUnavailable,
      });
      const rows = await ctx.deps.db
        .select({ id: files.id })
        .from(files)
        .where(eq(files.id, 'during-the-failure'));
      expect(rows).toEqual([]);
      // Reading a stored file fails the same way, not with a 500.
      const read = await client.get(`${FILES}/before-the-failure/download`);
      expect(read.status).toBe(503);
      expect(read.headers['retry-after']).toBeDefined();
    } finally {
      await dying.stop();
    }
  });

  it('a store that takes the connection and never answers fails the call after its attempts, instead of waiting forever', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const store = new S3FileStore({
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        bucket: 'copyvest-silent',
        accessKeyId: 'test',
        secretAccessKey: 'test-secret',
        forcePathStyle: true,
        requestTimeoutMs: 300,
      });
      await expect(store.exists('uploads/silent')).rejects.toBeInstanceOf(StoreUnavailableError);
      // Each of the three attempts reached the store.
      expect(sockets.length).toBe(3);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 20_000);

  it('refuses to start with a bucket that does not exist, naming S3_BUCKET', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      ...s3.env('no-such-bucket'),
    });
    const started = openFileStore(config);
    await expect(started).rejects.toBeInstanceOf(ConfigError);
    await expect(started).rejects.toThrow(/S3_BUCKET: bucket "no-such-bucket" .* does not exist/);
  });

  it('refuses to start the app when the store cannot be reached, naming S3_BUCKET', async () => {
    const running = await createTestContext();
    // Nothing listens on port 9 (discard) of this machine.
    const env = { ...s3.env('copyvest-unreachable'), S3_ENDPOINT: 'http://127.0.0.1:9' };
    await expect(createTestContext(env, running)).rejects.toThrow(
      /S3_BUCKET: bucket "copyvest-unreachable" .*cannot be reached/,
    );
  });

  it('names each missing S3 variable when STORAGE_DRIVER=s3', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(ConfigError);
    try {
      loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'copyvest' });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
        expect(message).toContain(`${name}: required when STORAGE_DRIVER=s3`);
      }
      expect(message).not.toContain('S3_BUCKET');
    }
  });
});
