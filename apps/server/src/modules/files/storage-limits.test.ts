import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES } from '@copyvest/shared';
import { storageUsage } from '../../db/schema.ts';
import type { TestContext } from '../../../test/support/test-app.ts';
import { registerActiveUser } from '../../../test/support/client.ts';
import { createFilesContext, image, upload } from './files-test-support.ts';

let ctx: TestContext;
let stored: (folder?: string) => Promise<string[]>;
let cleanup: () => void;
const QUOTA = 200 * 1024;
beforeAll(async () => {
  ({ ctx, stored, cleanup } = await createFilesContext({
    STORAGE_QUOTA_BYTES: String(QUOTA),
    STORAGE_MAX_IMAGE_PIXELS: '1000000',
    UPLOAD_MAX_PER_USER_PER_MINUTE: '40',
  }));
});
afterAll(() => cleanup());

const FILES = '/v1/storage/buckets/uploads/files';
const kept = async () => (await stored()).filter((file) => !file.startsWith('previews/'));

const usedBytes = async (userId: string) =>
  (
    await ctx.deps.db
      .select({ bytes: storageUsage.bytes })
      .from(storageUsage)
      .where(eq(storageUsage.userId, userId))
  )[0]?.bytes ?? 0;

/** A PNG whose header declares `width` × `height` but carries almost no data (a decompression bomb). */
function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // Rows of zeros compress to almost nothing: a few KB inflate to gigabytes.
  const rows = zlib.deflateSync(Buffer.alloc(Math.ceil(width / 8 + 1) * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('images are checked at upload', () => {
  it('refuses a decompression bomb from its header, before decoding, and keeps nothing', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const before = await kept();
    for (const bomb of [bombPng(50_000, 50_000), bombPng(65_535, 65_535)]) {
      expect(bomb.length).toBeLessThan(20_000);
      const response = await upload(client, bomb, { filename: 'bomb.png' });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        type: 'storage_image_resolution_exceeded',
        message: 'The image is too large: at most 1 megapixels are allowed',
      });
    }
    const avatar = await upload(client, bombPng(30_000, 30_000), { bucket: 'images' });
    expect(avatar.status).toBe(400);
    expect(await kept()).toEqual(before);
    expect(await usedBytes(user.$id)).toBe(0);
  });

  it('refuses a real image over the pixel limit and takes one under it', async () => {
    const { client } = await registerActiveUser(ctx);
    const large = await sharp({
      create: { width: 1200, height: 1000, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    expect((await upload(client, large)).status).toBe(400);
    expect((await upload(client, await image(1000, 1000))).status).toBe(201);
  });

  it('refuses bodies that do not decode, whatever their magic bytes say', async () => {
    const { client } = await registerActiveUser(ctx);
    const before = await kept();
    const png = await image(64, 64);
    const jpeg = await image(64, 64, 'jpeg');
    const bodies = {
      'PNG magic, then noise': Buffer.concat([png.subarray(0, 16), Buffer.alloc(400, 9)]),
      'a PNG cut short': png.subarray(0, Math.floor(png.length / 2)),
      'a JPEG cut short': jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      'JPEG magic on a PNG body': Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png]),
      'GIF magic, then text': Buffer.from(`GIF89a${'not really a gif '.repeat(10)}`),
    };
    for (const [label, body] of Object.entries(bodies)) {
      const response = await upload(client, body, { filename: 'x.png' });
      expect(response.status, label).toBe(400);
      expect(response.body.type, label).toBe('storage_image_unreadable');
    }
    expect(await kept()).toEqual(before);
    expect((await client.get(FILES)).body.total).toBe(0);
  });

  it('refuses file names with path separators or control characters, storing nothing', async () => {
    const { client } = await registerActiveUser(ctx);
    const before = await kept();
    const png = await image(8, 8);
    for (const filename of [
      '../../etc/passwd.png',
      'photos/me.png',
      'C:\\Users\\me.png',
      'a\u202egnp.exe',
    ]) {
      const response = await upload(client, png, { filename });
      expect(response.status, filename).toBe(400);
      expect(response.body.type).toBe('storage_file_name_invalid');
    }
    expect(await kept()).toEqual(before);
  });
});

describe('quota', () => {
  it('takes files until the quota, then refuses with 403; deleting gives the room back', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const png = await sharp({
      create: {
        width: 140,
        height: 140,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length * 3).toBeLessThan(QUOTA);
    expect(png.length * 4).toBeGreaterThan(QUOTA);
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) ids.push((await upload(client, png)).body.$id);
    const refused = await upload(client, png);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      type: 'storage_quota_exceeded',
      message: 'Storage quota exceeded: each account may store up to 200KB',
    });
    expect(await usedBytes(user.$id)).toBe(3 * png.length);
    expect((await client.delete(`${FILES}/${ids[0]}`)).status).toBe(204);
    expect((await upload(client, png)).status).toBe(201);
    expect(await usedBytes(user.$id)).toBe(3 * png.length);
  });

  it('holds under parallel uploads: never more than the quota stored', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const png = await sharp({
      create: {
        width: 100,
        height: 100,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const answers = await Promise.all(Array.from({ length: 12 }, () => upload(client, png)));
    const stored = answers.filter((answer) => answer.status === 201).length;
    expect(stored).toBe(Math.floor(QUOTA / png.length));
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 403)).toBe(true);
    expect(await usedBytes(user.$id)).toBe(stored * png.length);
    expect((await client.get(FILES)).body.total).toBe(stored);
  });

  it('refuses a chunked upload whose total does not fit, at its first chunk', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const total = UPLOAD_CHUNK_BYTES + 1000;
    const first = Buffer.concat([await image(8, 8), Buffer.alloc(UPLOAD_CHUNK_BYTES)]).subarray(
      0,
      UPLOAD_CHUNK_BYTES,
    );
    const response = await upload(client, first, {
      fileId: `big-${Date.now()}`,
      contentRange: `bytes 0-${UPLOAD_CHUNK_BYTES - 1}/${total}`,
    });
    expect(response.status).toBe(403);
    expect(response.body.type).toBe('storage_quota_exceeded');
    expect(await usedBytes(user.$id)).toBe(0);
    expect(await stored('uploads')).toEqual([]);
  });
});

describe('upload rate', () => {
  it('limits upload requests per user, not per server', async () => {
    const limited = await registerActiveUser(ctx);
    const other = await registerActiveUser(ctx);
    const png = await image(4, 4);
    const statuses: number[] = [];
    for (let index = 0; index < 41; index++) {
      statuses.push((await upload(limited.client, Buffer.from('not an image at all'))).status);
    }
    expect(statuses.slice(0, 40).every((status) => status === 415)).toBe(true);
    expect(statuses[40]).toBe(429);
    expect((await upload(limited.client, png)).status).toBe(429);
    expect((await upload(other.client, png)).status).toBe(201);
  });
});
