import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/support/test-app.ts';
import { registerActiveUser, type TestClient } from '../../../test/support/client.ts';
import { createFilesContext, getBytes, image, upload } from './files-test-support.ts';
import { files } from '../../db/schema.ts';
import { supportsHeicOutput } from './supports-heic-output.ts';
import { objectKey } from './storage-keys.ts';

let ctx: TestContext;
let stored: (folder?: string) => Promise<string[]>;
let writeObject: (key: string, data: Buffer) => Promise<void>;
let cleanup: () => void;
let client: TestClient;
/** 400 × 300: the left half red, the right half blue. */
let halves: string;
/** 120 × 80 jpeg. */
let photo: string;
beforeAll(async () => {
  ({ ctx, stored, writeObject, cleanup } = await createFilesContext());
  ({ client } = await registerActiveUser(ctx));
  const blue = await sharp({
    create: { width: 200, height: 300, channels: 3, background: '#0000ff' },
  })
    .png()
    .toBuffer();
  const png = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#ff0000' },
  })
    .composite([{ input: blue, left: 200, top: 0 }])
    .png()
    .toBuffer();
  halves = (await upload(client, png, { filename: 'halves.png' })).body.$id;
  photo = (await upload(client, await image(120, 80, 'jpeg'), { filename: 'photo.jpg' })).body.$id;
});
afterAll(() => cleanup());

async function preview(fileId: string, query: string) {
  const response = await getBytes(
    ctx,
    client,
    `/v1/storage/buckets/uploads/files/${fileId}/preview?${query}`,
  );
  if (response.status !== 200)
    throw new Error(`preview ${query}: ${response.status} ${response.bytes.toString()}`);
  return { ...response, meta: await sharp(response.bytes).metadata() };
}

/** RGBA of one pixel of an encoded image. */
async function pixel(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]!, a: data[at + 3]! };
}

describe('preview sizes and formats', () => {
  it('crops to width × height, keeping the source format by default', async () => {
    const result = await preview(halves, 'width=150&height=150');
    expect(result.meta).toMatchObject({ width: 150, height: 150, format: 'png' });
    expect(result.headers['content-type']).toBe('image/png');
    expect((await preview(photo, 'width=64&height=64')).meta).toMatchObject({
      width: 64,
      height: 64,
      format: 'jpeg',
    });
  });

  it('keeps the aspect ratio when only one side is given, and the original size with neither', async () => {
    expect((await preview(halves, 'width=256')).meta).toMatchObject({ width: 256, height: 192 });
    expect((await preview(halves, 'height=48')).meta).toMatchObject({ width: 64, height: 48 });
    expect((await preview(halves, '')).meta).toMatchObject({ width: 400, height: 300 });
  });

  it('crops from the gravity', async () => {
    const left = await preview(halves, 'width=128&height=128&gravity=left');
    expect(await pixel(left.bytes, 64, 64)).toMatchObject({ r: 255, b: 0 });
    const right = await preview(halves, 'width=128&height=128&gravity=bottom-right');
    expect(await pixel(right.bytes, 64, 64)).toMatchObject({ r: 0, b: 255 });
    const center = await preview(halves, 'width=128&height=128&gravity=center');
    expect((await pixel(center.bytes, 10, 64)).r).toBe(255);
    expect((await pixel(center.bytes, 118, 64)).b).toBe(255);
  });

  it.each([
    ['jpg', 'jpeg', 'image/jpeg'],
    ['jpeg', 'jpeg', 'image/jpeg'],
    ['png', 'png', 'image/png'],
    ['webp', 'webp', 'image/webp'],
    ['avif', 'heif', 'image/avif'],
    ['gif', 'gif', 'image/gif'],
  ])('writes %s output', async (output, format, contentType) => {
    const result = await preview(halves, `width=48&height=32&output=${output}`);
    expect(result.meta).toMatchObject({ width: 48, height: 32, format });
    if (output === 'avif') expect(result.meta.compression).toBe('av1');
    expect(result.headers['content-type']).toBe(contentType);
  });

  it('answers heic output only where this sharp build can write it', async () => {
    const response = await getBytes(
      ctx,
      client,
      `/v1/storage/buckets/uploads/files/${halves}/preview?output=heic`,
    );
    if (await supportsHeicOutput()) {
      expect(response.status).toBe(200);
    } else {
      expect(response.status).toBe(400);
      expect(response.json().message).toBe('HEIC output is not supported on this server');
    }
  });

  it('applies quality to lossy formats', async () => {
    const low = await preview(halves, 'output=jpg&quality=5');
    const high = await preview(halves, 'output=jpg&quality=100');
    expect(low.bytes.length).toBeLessThan(high.bytes.length);
  });
});

describe('preview effects', () => {
  it('adds a border of the given width and colour', async () => {
    const result = await preview(halves, 'width=128&height=128&borderWidth=10&borderColor=00ff00');
    expect(result.meta).toMatchObject({ width: 148, height: 148 });
    expect(await pixel(result.bytes, 2, 2)).toMatchObject({ r: 0, g: 255, b: 0, a: 255 });
    expect(await pixel(result.bytes, 30, 60)).toMatchObject({ r: 255, g: 0 });
  });

  it('rounds the corners (transparent in png, background colour when given)', async () => {
    const round = await preview(halves, 'width=128&height=128&borderRadius=64&output=png');
    expect((await pixel(round.bytes, 1, 1)).a).toBe(0);
    expect((await pixel(round.bytes, 64, 64)).a).toBe(255);
    const filled = await preview(
      halves,
      'width=128&height=128&borderRadius=64&background=ffff00&output=png',
    );
    expect(await pixel(filled.bytes, 1, 1)).toMatchObject({ r: 255, g: 255, b: 0, a: 255 });
  });

  it('sets the opacity', async () => {
    const result = await preview(halves, 'width=24&height=24&opacity=0.5&output=png');
    expect((await pixel(result.bytes, 10, 10)).a).toBeGreaterThanOrEqual(127);
    expect((await pixel(result.bytes, 10, 10)).a).toBeLessThanOrEqual(128);
  });

  it('rotates', async () => {
    expect((await preview(halves, 'width=128&height=64&rotation=90')).meta).toMatchObject({
      width: 64,
      height: 128,
    });
    expect((await preview(halves, 'width=128&height=64&rotation=-270')).meta).toMatchObject({
      width: 64,
      height: 128,
    });
    const tilted = await preview(halves, 'width=128&height=128&rotation=45&output=png');
    expect(tilted.meta.width).toBeGreaterThan(180);
    expect((await pixel(tilted.bytes, 1, 1)).a).toBe(0);
  });

  it.each([
    ['width=4001', 'width must be from 0 to 4000'],
    ['height=-1', 'height must be from 0 to 4000'],
    ['gravity=middle', undefined],
    ['output=bmp', undefined],
    ['borderColor=nothex', 'borderColor must be a hex colour such as ff0000'],
    ['opacity=2', 'opacity must be from 0 to 1'],
    ['rotation=400', 'rotation must be from -360 to 360'],
    ['quality=101', 'quality must be from -1 to 100'],
  ])('refuses %s', async (query, message) => {
    const response = await getBytes(
      ctx,
      client,
      `/v1/storage/buckets/uploads/files/${halves}/preview?${query}`,
    );
    expect(response.status).toBe(400);
    if (message) expect(response.json().message).toBe(message);
  });
});

describe('preview cache', () => {
  it('renders once per file and normalised options, with an ETag', async () => {
    const { $id: id } = (await upload(client, await image(64, 64))).body;
    const url = `/v1/storage/buckets/uploads/files/${id}/preview`;
    const cached = async () => (await stored('previews')).filter((file) => file.includes('/'));
    const before = (await cached()).length;
    const first = await getBytes(ctx, client, `${url}?width=32&height=32&output=jpg`);
    expect((await cached()).length).toBe(before + 1);
    const same = await getBytes(
      ctx,
      client,
      `${url}?output=jpeg&height=32&width=32&gravity=center&rotation=360`,
    );
    expect(same.bytes.equals(first.bytes)).toBe(true);
    expect(same.headers.etag).toBe(first.headers.etag);
    expect((await cached()).length).toBe(before + 1);
    const notModified = await getBytes(ctx, client, `${url}?width=32&height=32&output=jpg`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(notModified.status).toBe(304);
    await getBytes(ctx, client, `${url}?width=16`);
    expect((await cached()).length).toBe(before + 2);
  });

  it('rounds sizes and quality up to fixed steps: near-identical requests share one rendering', async () => {
    const { $id: id } = (await upload(client, await image(300, 200))).body;
    const url = `/v1/storage/buckets/uploads/files/${id}/preview`;
    const previews = async () => (await stored('previews')).length;
    const before = await previews();
    const widths = [];
    for (const width of [101, 113, 120, 128]) {
      const response = await getBytes(ctx, client, `${url}?width=${width}&output=jpg&quality=72`);
      widths.push((await sharp(response.bytes).metadata()).width);
    }
    expect(widths).toEqual([128, 128, 128, 128]);
    await getBytes(ctx, client, `${url}?width=128&output=jpg&quality=80`);
    expect(await previews()).toBe(before + 1);
  });

  it('answers 422 for a stored file that no longer decodes', async () => {
    const { $id: id } = (await upload(client, await image(10, 10))).body;
    const [row] = await ctx.deps.db.select().from(files).where(eq(files.id, id));
    const png = await image(10, 10);
    await writeObject(
      objectKey(row!.storageName),
      Buffer.concat([png.subarray(0, 33), Buffer.alloc(200, 7)]),
    );
    const response = await getBytes(
      ctx,
      client,
      `/v1/storage/buckets/uploads/files/${id}/preview?width=16`,
    );
    expect(response.status).toBe(422);
    expect(response.json().message).toBe('This image cannot be previewed');
  });
});
