import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import type { TestClient } from '../../../test/support/client.ts';
import { startS3rver, type S3rverProcess } from '../../../test/support/s3rver.ts';
import { openFileStore } from './open-file-store.ts';

/** The storage suite runs on disk, and again on S3 (s3rver) with COPYVEST_TEST_STORAGE_DRIVER=s3. */
export const TEST_STORAGE_DRIVER =
  process.env.COPYVEST_TEST_STORAGE_DRIVER === 's3' ? 's3' : 'disk';

/** One s3rver process per test worker, started on first use (each context gets its own bucket). */
let sharedS3rver: Promise<S3rverProcess> | undefined;

/** A fresh, empty bucket on the worker's s3rver, and the server environment that uses it. */
export async function newTestBucket(): Promise<Record<string, string>> {
  sharedS3rver ??= startS3rver();
  const s3 = await sharedS3rver;
  const bucket = `copyvest-${randomBytes(6).toString('hex')}`;
  await s3.createBucket(bucket);
  return s3.env(bucket);
}

/** The top-level folders of the store (what `stored()` lists on S3). */
const FOLDERS = ['objects', 'uploads', 'previews', 'staging'];

/**
 * A test app whose file store is a fresh temporary folder, or (COPYVEST_TEST_STORAGE_DRIVER=s3) a
 * fresh bucket: `stored` lists what the store holds, `writeObject` replaces an object's bytes.
 */
export async function createFilesContext(env: Record<string, string> = {}) {
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'copyvest-storage-'));
  const s3Env = TEST_STORAGE_DRIVER === 's3' ? await newTestBucket() : {};
  const ctx: TestContext = await createTestContext({ STORAGE_DIR: storageDir, ...s3Env, ...env });
  const store = await openFileStore(ctx.config);
  const cleanup = () => {
    store.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  };
  /** The store's keys under `folder` (every folder when empty), sorted; on disk `.tmp` too. */
  const stored = async (folder = ''): Promise<string[]> => {
    if (TEST_STORAGE_DRIVER === 'disk') return storedFiles(storageDir, folder).sort();
    const keys: string[] = [];
    for (const top of folder ? [folder] : FOLDERS) {
      if (!FOLDERS.includes(top.split('/')[0]!)) continue;
      for await (const object of store.list(`${top}/`)) keys.push(object.key);
    }
    return keys.sort();
  };
  const writeObject = (key: string, data: Buffer) => store.put(key, Readable.from([data]));
  return { ctx, storageDir, cleanup, stored, writeObject };
}

/** Every file under the store's folder, as relative paths (to see what an upload left behind). */
function storedFiles(storageDir: string, folder = ''): string[] {
  const root = path.join(storageDir, folder);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(storageDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

type Part =
  | { name: string; value: string }
  | { name: string; filename: string; data: Buffer; contentType?: string };

/** A multipart/form-data body built by hand, for `app.inject`. */
export function multipart(parts: Part[]) {
  const boundary = `----copyvest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } as Record<
      string,
      string
    >,
  };
}

export interface UploadOptions {
  fileId?: string;
  filename?: string;
  contentRange?: string;
  /** The `x-appwrite-id` header the SDK sends with the chunks after the first. */
  uploadId?: string;
  permissions?: string[];
  folder?: string;
  bucket?: string;
}

/** POST a file (or one chunk) to a bucket the way the storage SDK does (fields in its order). */
export function upload(client: TestClient, data: Buffer, options: UploadOptions = {}) {
  const { payload, headers } = multipart([
    { name: 'fileId', value: options.fileId ?? 'unique()' },
    { name: 'file', filename: options.filename ?? 'picture.png', data, contentType: 'image/png' },
    ...(options.permissions ?? []).map((value) => ({ name: 'permissions[]', value })),
    ...(options.folder === undefined ? [] : [{ name: 'folder', value: options.folder }]),
  ]);
  if (options.contentRange) headers['content-range'] = options.contentRange;
  if (options.uploadId) headers['x-appwrite-id'] = options.uploadId;
  return client.post(`/v1/storage/buckets/${options.bucket ?? 'uploads'}/files`, payload, headers);
}

/** An avatar upload: a file in the `images` bucket becomes the uploader's avatar. */
export function uploadAvatar(client: TestClient, data: Buffer, filename = 'me.png') {
  return upload(client, data, { bucket: 'images', filename });
}

export const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

/** GET raw bytes (TestClient parses bodies as text). */
export async function getBytes(
  ctx: TestContext,
  client: TestClient,
  url: string,
  headers: Record<string, string> = {},
) {
  const response = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { ...(client.cookie ? { cookie: client.cookie } : {}), ...headers },
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    bytes: response.rawPayload,
    json: () => response.json(),
  };
}

export function image(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png',
  background = '#ff0000',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}
