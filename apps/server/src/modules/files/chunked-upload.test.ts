import { createHash } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES } from '@copyvest/shared';
import type { TestContext } from '../../../test/support/test-app.ts';
import { registerUser, type TestClient } from '../../../test/support/client.ts';
import {
  createFilesContext,
  getBytes,
  multipart,
  storedFiles,
  upload,
} from './files-test-support.ts';

let ctx: TestContext;
let storageDir: string;
let cleanup: () => void;
/** A real 2048 × 2048 PNG of about 12 MB: three chunks of 5 MB, 5 MB and 2 MB. */
let big: Buffer;
beforeAll(async () => {
  ({ ctx, storageDir, cleanup } = await createFilesContext());
  big = await sharp({
    create: {
      width: 2048,
      height: 2048,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
});
afterAll(() => cleanup());

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const leftovers = () => [...storedFiles(storageDir, 'staging'), ...storedFiles(storageDir, '.tmp')];

function chunk(index: number) {
  const start = index * UPLOAD_CHUNK_BYTES;
  const end = Math.min(start + UPLOAD_CHUNK_BYTES, big.length) - 1;
  return {
    data: big.subarray(start, end + 1),
    contentRange: `bytes ${start}-${end}/${big.length}`,
  };
}

function sendChunk(client: TestClient, fileId: string, index: number) {
  const { data, contentRange } = chunk(index);
  return upload(client, data, { fileId, contentRange, filename: 'big.png' });
}

describe('chunked upload', () => {
  it('takes a 12 MB file in three 5 MB chunks, reporting progress after each', async () => {
    expect(big.length).toBeGreaterThan(12 * 1024 * 1024);
    expect(big.length).toBeLessThan(15 * 1024 * 1024);
    const { client } = await registerUser(ctx);
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
    const url = `/v1/storage/buckets/uploads/files/${id}`;
    expect((await client.get(url)).body.chunksUploaded).toBe(1);
    const early = await getBytes(ctx, client, `${url}/download`);
    expect(early.status).toBe(409);
    expect(early.json().message).toBe('This file has not finished uploading');

    expect((await sendChunk(client, id, 1)).body).toMatchObject({
      chunksTotal: 3,
      chunksUploaded: 2,
    });
    const last = await sendChunk(client, id, 2);
    expect(last.body).toMatchObject({ chunksTotal: 3, chunksUploaded: 3, signature: sha256(big) });

    const download = await getBytes(ctx, client, `${url}/download`);
    expect(download.bytes.equals(big)).toBe(true);
    const preview = await getBytes(ctx, client, `${url}/preview?width=64&height=64`);
    expect(await sharp(preview.bytes).metadata()).toMatchObject({
      width: 64,
      height: 64,
      format: 'png',
    });
    expect(storedFiles(storageDir, 'uploads')).toEqual([]);
    expect(leftovers()).toEqual([]);
  });

  it('resumes after an interrupted chunk: the short chunk is discarded and sent again', async () => {
    const { client } = await registerUser(ctx);
    const id = `resume-${Date.now()}`;
    expect((await sendChunk(client, id, 0)).body.chunksUploaded).toBe(1);

    const { data, contentRange } = chunk(1);
    const cut = await upload(client, data.subarray(0, 1024 * 1024), { fileId: id, contentRange });
    expect(cut.status).toBe(400);
    expect(cut.body.message).toBe('The uploaded chunk does not match its Content-Range header');
    expect((await client.get(`/v1/storage/buckets/uploads/files/${id}`)).body.chunksUploaded).toBe(
      1,
    );
    expect(leftovers()).toEqual([]);

    // The client asks where it stopped (chunksUploaded) and continues from there.
    expect((await sendChunk(client, id, 1)).body.chunksUploaded).toBe(2);
    // A chunk sent twice (its answer was lost) is acknowledged, not stored twice.
    expect((await sendChunk(client, id, 1)).body.chunksUploaded).toBe(2);
    expect((await sendChunk(client, id, 0)).body.chunksUploaded).toBe(2);
    const done = await sendChunk(client, id, 2);
    expect(done.body).toMatchObject({ chunksUploaded: 3, signature: sha256(big) });
    expect(
      (await getBytes(ctx, client, `/v1/storage/buckets/uploads/files/${id}/view`)).bytes.equals(
        big,
      ),
    ).toBe(true);
  });

  it('resumes after the connection drops in the middle of a chunk', async () => {
    const { client } = await registerUser(ctx);
    const id = `dropped-${Date.now()}`;
    expect((await sendChunk(client, id, 0)).body.chunksUploaded).toBe(1);

    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { data, contentRange } = chunk(1);
    const { payload, headers } = multipart([
      { name: 'fileId', value: id },
      { name: 'file', filename: 'big.png', data },
    ]);
    await new Promise<void>((resolve) => {
      const request = http.request(`${address}/v1/storage/buckets/uploads/files`, {
        method: 'POST',
        headers: {
          ...headers,
          cookie: client.cookie!,
          'content-range': contentRange,
          'content-length': payload.length,
        },
      });
      request.on('error', () => resolve());
      request.write(payload.subarray(0, 3 * 1024 * 1024));
      // Drop the connection once the server is streaming the chunk to disk.
      const dropWhenStreaming = () => {
        if (leftovers().length > 0) {
          request.destroy();
          resolve();
        } else setTimeout(dropWhenStreaming, 20);
      };
      dropWhenStreaming();
    });
    // The server notices the drop and removes the partial bytes.
    for (let wait = 0; wait < 50 && leftovers().length > 0; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(leftovers()).toEqual([]);
    expect((await client.get(`/v1/storage/buckets/uploads/files/${id}`)).body.chunksUploaded).toBe(
      1,
    );

    expect((await sendChunk(client, id, 1)).body.chunksUploaded).toBe(2);
    expect((await sendChunk(client, id, 2)).body.signature).toBe(sha256(big));
  });

  it('refuses chunks out of order, a changed total, unique() after the first chunk and strangers', async () => {
    const { client } = await registerUser(ctx);
    const stranger = await registerUser(ctx);
    const id = `strict-${Date.now()}`;
    await sendChunk(client, id, 0);

    const skipped = await sendChunk(client, id, 2);
    expect(skipped.status).toBe(409);
    expect(skipped.body.message).toBe(
      `Chunk out of order: continue the upload from byte ${UPLOAD_CHUNK_BYTES}`,
    );

    const { data } = chunk(1);
    const otherTotal = `bytes ${UPLOAD_CHUNK_BYTES}-${2 * UPLOAD_CHUNK_BYTES - 1}/${big.length + 1}`;
    const changed = await upload(client, data, { fileId: id, contentRange: otherTotal });
    expect(changed.body.message).toBe('Content-Range total does not match the upload in progress');

    const unique = await upload(client, data, {
      fileId: 'unique()',
      contentRange: chunk(1).contentRange,
    });
    expect(unique.body.message).toBe('Send the file ID returned by the first chunk');

    expect((await sendChunk(stranger.client, id, 1)).status).toBe(404);
    const restart = await sendChunk(stranger.client, id, 0);
    expect(restart.status).toBe(409);
    expect((await client.get(`/v1/storage/buckets/uploads/files/${id}`)).body.chunksUploaded).toBe(
      1,
    );
    expect(leftovers()).toEqual([]);
  });

  it('refuses a total over the limit at once, a chunk larger than announced, a bad header and a disguised first chunk', async () => {
    const { client } = await registerUser(ctx);
    const tooBig = await upload(client, chunk(0).data, {
      contentRange: `bytes 0-${UPLOAD_CHUNK_BYTES - 1}/${31 * 1024 * 1024}`,
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('File size must be less than 30MB');

    const longer = await upload(client, chunk(0).data, {
      contentRange: `bytes 0-99/${big.length}`,
    });
    expect(longer.status).toBe(413);
    expect(longer.body.message).toBe('The uploaded chunk does not match its Content-Range header');

    for (const header of ['bytes 5-4/10', 'bytes 0-10/10', 'items 0-1/2', 'bytes=0-1/2']) {
      const response = await upload(client, Buffer.from('xx'), { contentRange: header });
      expect(response.status, header).toBe(400);
      expect(response.body.message).toBe(
        'Invalid Content-Range header: expected "bytes start-end/total"',
      );
    }

    const text = Buffer.alloc(UPLOAD_CHUNK_BYTES, 'a');
    const disguised = await upload(client, text, {
      contentRange: `bytes 0-${UPLOAD_CHUNK_BYTES - 1}/${big.length}`,
      filename: 'movie.png',
    });
    expect(disguised.status).toBe(415);
    expect((await client.get('/v1/storage/buckets/uploads/files')).body.total).toBe(0);
    expect(leftovers()).toEqual([]);
  });
});
