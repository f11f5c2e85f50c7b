import http from 'node:http';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES } from '@copyvest/shared';
import { fileChunks, files, storageUsage } from '../../db/schema.ts';
import type { TestContext } from '../../../test/support/test-app.ts';
import { loginAs, registerActiveUser, type TestClient } from '../../../test/support/client.ts';
import {
  createFilesContext,
  getBytes,
  md5,
  multipart,
  TEST_STORAGE_DRIVER,
  upload,
} from './files-test-support.ts';
import { createStorageContext } from './storage-context.ts';
import { sweepStorage } from './sweep-storage.ts';

let ctx: TestContext;
let stored: (folder?: string) => Promise<string[]>;
let cleanup: () => void;
/** A real 2048 × 2048 PNG of about 12 MB: three chunks of 5 MB, 5 MB and 2 MB. */
let big: Buffer;
/** Another image of exactly the same size (a second upload racing for the same id). */
let other: Buffer;
beforeAll(async () => {
  ({ ctx, stored, cleanup } = await createFilesContext());
  const noise = (seed: number) =>
    sharp({
      create: {
        width: 2048,
        height: 2048,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128 + seed, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
  [big, other] = await Promise.all([noise(0), noise(1)]);
});
afterAll(() => cleanup());

const FILES = '/v1/storage/buckets/uploads/files';
const leftovers = async () => [...(await stored('staging')), ...(await stored('.tmp'))];
const parts = () => stored('uploads');
let counter = 0;
const newId = (label: string) => `${label}-${Date.now()}-${++counter}`;

function chunk(index: number, data = big) {
  const start = index * UPLOAD_CHUNK_BYTES;
  const end = Math.min(start + UPLOAD_CHUNK_BYTES, data.length) - 1;
  return {
    data: data.subarray(start, end + 1),
    contentRange: `bytes ${start}-${end}/${data.length}`,
  };
}

function sendChunk(client: TestClient, fileId: string, index: number, data = big) {
  const { data: bytes, contentRange } = chunk(index, data);
  return upload(client, bytes, { fileId, contentRange, filename: 'big.png' });
}

/** The parts on disk of the upload now under this id. */
async function partsOf(id: string): Promise<string[]> {
  const [row] = await ctx.deps.db
    .select({ storageName: files.storageName })
    .from(files)
    .where(eq(files.id, id));
  return row ? (await parts()).filter((key) => key.includes(row.storageName)) : [];
}

const usedBytes = async (userId: string) =>
  (
    await ctx.deps.db
      .select({ bytes: storageUsage.bytes })
      .from(storageUsage)
      .where(eq(storageUsage.userId, userId))
  )[0]?.bytes ?? 0;

async function expectComplete(client: TestClient, id: string, data = big) {
  const file = await client.get(`${FILES}/${id}`);
  expect(file.status).toBe(200);
  expect(file.body).toMatchObject({
    chunksTotal: 3,
    chunksUploaded: 3,
    sizeOriginal: data.length,
    signature: md5(data),
    mimeType: 'image/png',
  });
  const download = await getBytes(ctx, client, `${FILES}/${id}/download`);
  expect(download.bytes.equals(data)).toBe(true);
}

describe('chunked upload', () => {
  it('takes chunk 1 alone, then the others in parallel with x-appwrite-id, as the SDK sends them', async () => {
    expect(big.length).toBeGreaterThan(12 * 1024 * 1024);
    expect(big.length).toBeLessThan(15 * 1024 * 1024);
    const { client, user } = await registerActiveUser(ctx);
    const first = await sendChunk(client, 'unique()', 0);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      name: 'big.png',
      mimeType: 'image/png',
      sizeOriginal: big.length,
      chunksTotal: 3,
      chunksUploaded: 1,
      signature: '',
    });
    const id = first.body.$id as string;
    // Unfinished: invisible to gets, lists and downloads, even for its owner.
    expect((await client.get(`${FILES}/${id}`)).status).toBe(404);
    expect((await client.get(FILES)).body.total).toBe(0);
    expect((await getBytes(ctx, client, `${FILES}/${id}/download`)).status).toBe(404);
    expect(await usedBytes(user.$id)).toBe(big.length);

    const rest = await Promise.all(
      [1, 2].map((index) => {
        const { data, contentRange } = chunk(index);
        return upload(client, data, { fileId: 'unique()', uploadId: id, contentRange });
      }),
    );
    expect(rest.map((response) => response.status)).toEqual([201, 201]);
    const done = rest.filter((response) => response.body.chunksUploaded === 3);
    expect(done).toHaveLength(1);
    expect(done[0]!.body).toMatchObject({ $id: id, signature: md5(big) });
    await expectComplete(client, id);
    const preview = await getBytes(ctx, client, `${FILES}/${id}/preview?width=64&height=64`);
    expect(await sharp(preview.bytes).metadata()).toMatchObject({ width: 64, height: 64 });
    expect(await parts()).toEqual([]);
    expect(await leftovers()).toEqual([]);
    expect(await usedBytes(user.$id)).toBe(big.length);
  });

  it('takes the chunks in reverse order', async () => {
    const { client } = await registerActiveUser(ctx);
    const id = newId('reverse');
    expect((await sendChunk(client, id, 2)).body.chunksUploaded).toBe(1);
    expect((await sendChunk(client, id, 1)).body.chunksUploaded).toBe(2);
    const last = await sendChunk(client, id, 0);
    expect(last.body).toMatchObject({ chunksUploaded: 3, signature: md5(big) });
    await expectComplete(client, id);
  });

  it('takes the chunks in random order, all at once, each exactly once', async () => {
    const { client } = await registerActiveUser(ctx);
    for (const order of [
      [1, 0, 2],
      [2, 0, 1],
      [0, 2, 1],
    ]) {
      const id = newId('random');
      const answers = await Promise.all(order.map((index) => sendChunk(client, id, index)));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      expect(answers.map((a) => a.body.chunksUploaded).sort()).toEqual([1, 2, 3]);
      await expectComplete(client, id);
    }
    expect(await parts()).toEqual([]);
    expect(await leftovers()).toEqual([]);
  });

  it('acknowledges a chunk sent again without storing it twice, before and after the end', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const id = newId('twice');
    await sendChunk(client, id, 0);
    const [a, b] = await Promise.all([sendChunk(client, id, 1), sendChunk(client, id, 1)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(Math.max(a.body.chunksUploaded, b.body.chunksUploaded)).toBe(2);
    const again = await sendChunk(client, id, 0);
    expect(again.status).toBe(200);
    expect(again.body.chunksUploaded).toBe(2);
    expect((await sendChunk(client, id, 2)).body.chunksUploaded).toBe(3);
    const late = await sendChunk(client, id, 1);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ chunksUploaded: 3, signature: md5(big) });
    await expectComplete(client, id);
    expect(await usedBytes(user.$id)).toBe(big.length);
  });

  it('cancels the upload when a chunk comes again with other bytes: never a mixed file', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const id = newId('mixed');
    await sendChunk(client, id, 0);
    await sendChunk(client, id, 1);
    const conflicting = await sendChunk(client, id, 1, other);
    expect(conflicting.status).toBe(409);
    expect(conflicting.body).toMatchObject({
      type: 'storage_chunk_conflict',
      message: 'Chunk 2 was already received with different content; the upload was cancelled',
    });
    expect(await usedBytes(user.$id)).toBe(0);
    expect(await partsOf(id)).toEqual([]);
    // What the first upload still sends starts a new, incomplete upload that never finishes.
    await sendChunk(client, id, 2);
    expect((await client.get(`${FILES}/${id}`)).status).toBe(404);
  });

  it('refuses overlapping, shifted, longer, shorter and oversized ranges, storing nothing', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const id = newId('ranges');
    await sendChunk(client, id, 0);
    const total = big.length;
    const overlapping = [
      `bytes 100-${UPLOAD_CHUNK_BYTES + 99}/${total}`,
      `bytes ${UPLOAD_CHUNK_BYTES - 1}-${2 * UPLOAD_CHUNK_BYTES - 2}/${total}`,
      `bytes 0-${UPLOAD_CHUNK_BYTES}/${total}`,
      `bytes ${UPLOAD_CHUNK_BYTES}-${2 * UPLOAD_CHUNK_BYTES - 2}/${total}`,
    ];
    for (const contentRange of overlapping) {
      const response = await upload(client, chunk(1).data, { fileId: id, contentRange });
      expect(response.status, contentRange).toBe(400);
      expect(response.body.type).toBe('storage_invalid_content_range');
    }
    const shorter = await upload(client, chunk(1).data.subarray(0, 1024), {
      fileId: id,
      contentRange: chunk(1).contentRange,
    });
    expect(shorter.status).toBe(400);
    expect(shorter.body.message).toBe('The uploaded chunk does not match its Content-Range header');
    const longer = await upload(client, Buffer.concat([chunk(1).data, Buffer.alloc(10)]), {
      fileId: id,
      contentRange: chunk(1).contentRange,
    });
    expect(longer.status).toBe(400);
    const oversized = await upload(client, chunk(0).data, {
      contentRange: `bytes 0-${UPLOAD_CHUNK_BYTES - 1}/${31 * 1024 * 1024}`,
    });
    expect(oversized.status).toBe(413);
    expect(oversized.body.message).toBe('File size must be less than 30MB');
    const huge = await upload(client, chunk(0).data, {
      contentRange: `bytes 0-${UPLOAD_CHUNK_BYTES - 1}/999999999999999`,
    });
    expect(huge.status).toBe(413);
    for (const header of ['bytes 5-4/10', 'bytes 0-10/10', 'items 0-1/2', 'bytes=0-1/2']) {
      const response = await upload(client, Buffer.from('xx'), { contentRange: header });
      expect(response.status, header).toBe(400);
    }
    const changedTotal = await upload(client, chunk(1).data, {
      fileId: id,
      contentRange: `bytes ${UPLOAD_CHUNK_BYTES}-${2 * UPLOAD_CHUNK_BYTES - 1}/${total + 1}`,
    });
    expect(changedTotal.status).toBe(409);
    expect(changedTotal.body.message).toBe(
      'Content-Range total does not match the upload in progress',
    );
    const unique = await upload(client, chunk(1).data, {
      fileId: 'unique()',
      contentRange: chunk(1).contentRange,
    });
    expect(unique.body.message).toBe('Send the file ID returned by the first chunk');
    const chunkRows = await ctx.deps.db.select().from(fileChunks).where(eq(fileChunks.fileId, id));
    expect(chunkRows.map((row) => row.index)).toEqual([0]);
    expect(await usedBytes(user.$id)).toBe(total);
    expect(await leftovers()).toEqual([]);
  });

  it('keeps an upload with a missing chunk invisible, then sweeps it with its parts when it expires', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const id = newId('missing');
    await sendChunk(client, id, 0);
    await sendChunk(client, id, 2);
    expect((await client.get(`${FILES}/${id}`)).status).toBe(404);
    expect((await client.get(FILES)).body.total).toBe(0);
    expect(await partsOf(id)).toHaveLength(2);

    const storage = await createStorageContext({ deps: ctx.deps });
    expect((await sweepStorage({ deps: ctx.deps, storage })).expiredUploads).toBe(0);
    ctx.clock.advance(25 * 3_600_000);
    try {
      const swept = await sweepStorage({ deps: ctx.deps, storage });
      expect(swept.expiredUploads).toBeGreaterThanOrEqual(1);
    } finally {
      ctx.clock.advance(-25 * 3_600_000);
    }
    expect(await parts()).toEqual([]);
    expect(await usedBytes(user.$id)).toBe(0);
    // The missing chunk, too late: it starts a new upload of its own instead of completing a file.
    const late = await sendChunk(client, id, 1);
    expect(late.body.chunksUploaded).toBe(1);
    expect((await client.get(`${FILES}/${id}`)).status).toBe(404);
  });

  it('lets one of two users racing for the same id have it; the other gets 409', async () => {
    const a = await registerActiveUser(ctx);
    const b = await registerActiveUser(ctx);
    const id = newId('race');
    const [first, second] = await Promise.all([
      sendChunk(a.client, id, 0),
      sendChunk(b.client, id, 0, other),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([201, 409]);
    const [winner, data] = first.status === 201 ? [a, big] : [b, other];
    const loser = first.status === 201 ? b : a;
    for (const index of [1, 2]) {
      expect((await sendChunk(loser.client, id, index, data === big ? other : big)).status).toBe(
        409,
      );
      await sendChunk(winner.client, id, index, data);
    }
    await expectComplete(winner.client, id, data);
    expect(await usedBytes(loser.user.$id)).toBe(0);
  });

  it('keeps an upload to the session that started it; the same session racing itself never mixes', async () => {
    const { client, input } = await registerActiveUser(ctx);
    const id = newId('session');
    await sendChunk(client, id, 0);
    const secondDevice = await loginAs(ctx, input.email, input.password);
    const elsewhere = await sendChunk(secondDevice, id, 1);
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toBe('This file is being uploaded from another session');

    // Two files under one id from one session, every chunk at once: whatever wins, a finished
    // file is exactly one of the two.
    const twin = newId('twin');
    await Promise.all(
      [0, 1, 2].flatMap((index) => [
        sendChunk(client, twin, index),
        sendChunk(client, twin, index, other),
      ]),
    );
    const result = await client.get(`${FILES}/${twin}`);
    if (result.status === 200) expect([md5(big), md5(other)]).toContain(result.body.signature);
    else expect(result.status).toBe(404);
  });

  it('refuses a file whose later chunks do not decode, with 400, and keeps nothing', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const objectsBefore = await stored('objects');
    const id = newId('lying');
    // A real PNG header and first 5 MB, then noise where the rest of the image should be.
    const lying = Buffer.concat([
      big.subarray(0, UPLOAD_CHUNK_BYTES),
      Buffer.alloc(big.length - UPLOAD_CHUNK_BYTES, 7),
    ]);
    await sendChunk(client, id, 0, lying);
    await sendChunk(client, id, 1, lying);
    const last = await sendChunk(client, id, 2, lying);
    expect(last.status).toBe(400);
    expect(last.body).toMatchObject({
      type: 'storage_image_unreadable',
      message: 'The image could not be read: the file is damaged or not the image it claims to be',
    });
    expect((await client.get(`${FILES}/${id}`)).status).toBe(404);
    expect(await stored('objects')).toEqual(objectsBefore);
    expect(await partsOf(id)).toEqual([]);
    expect(await usedBytes(user.$id)).toBe(0);
  });

  it('resumes after the connection drops in the middle of a chunk', async () => {
    const { client } = await registerActiveUser(ctx);
    const id = newId('dropped');
    expect((await sendChunk(client, id, 0)).body.chunksUploaded).toBe(1);

    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { data, contentRange } = chunk(1);
    const { payload, headers } = multipart([
      { name: 'fileId', value: id },
      { name: 'file', filename: 'big.png', data },
    ]);
    await new Promise<void>((resolve) => {
      const request = http.request(`${address}${FILES}`, {
        method: 'POST',
        headers: {
          ...headers,
          cookie: client.cookie!,
          'content-range': contentRange,
          'content-length': payload.length,
        },
      });
      request.on('error', () => resolve());
      // Drop the connection once the server is streaming the chunk to the store: on disk its
      // staging file shows it; a bucket shows nothing before a write completes, so there the
      // drop comes once the partial body is sent.
      const drop = () => {
        request.destroy();
        resolve();
      };
      const dropWhenStreaming = async () => {
        if ((await leftovers()).length > 0) drop();
        else setTimeout(() => void dropWhenStreaming(), 20);
      };
      request.write(payload.subarray(0, 3 * 1024 * 1024), () => {
        if (TEST_STORAGE_DRIVER === 's3') setTimeout(drop, 200);
      });
      if (TEST_STORAGE_DRIVER === 'disk') void dropWhenStreaming();
    });
    // The server notices the drop and removes the partial bytes.
    for (let wait = 0; wait < 50 && (await leftovers()).length > 0; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await leftovers()).toEqual([]);
    expect((await sendChunk(client, id, 1)).body.chunksUploaded).toBe(2);
    expect((await sendChunk(client, id, 2)).body.signature).toBe(md5(big));
  });
});
