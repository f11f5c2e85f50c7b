import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerUser, TestClient } from '../../../test/support/client.ts';
import {
  createFilesContext,
  getBytes,
  image,
  multipart,
  storedFiles,
  upload,
} from './files-test-support.ts';

let ctx: TestContext;
let storageDir: string;
let cleanup: () => void;
let admin: TestClient;
beforeAll(async () => {
  ({ ctx, storageDir, cleanup } = await createFilesContext({
    STORAGE_MAX_FILE_BYTES: String(1024 * 1024),
  }));
  admin = await adminClient(ctx);
});
afterAll(() => cleanup());

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const leftovers = () => [...storedFiles(storageDir, 'staging'), ...storedFiles(storageDir, '.tmp')];

describe('upload', () => {
  it('stores a file under a server-chosen name and answers its metadata', async () => {
    const { client, user } = await registerUser(ctx);
    const png = await image(40, 30);
    const created = await upload(client, png, { filename: '../../etc/holiday photo.png' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      bucketId: 'uploads',
      ownerId: user.$id,
      name: 'holiday photo.png',
      mimeType: 'image/png',
      sizeOriginal: png.length,
      chunksTotal: 1,
      chunksUploaded: 1,
      signature: sha256(png),
      $permissions: [
        `read("user:${user.$id}")`,
        `update("user:${user.$id}")`,
        `delete("user:${user.$id}")`,
      ],
    });
    expect(created.body.$id).toMatch(/^[0-9a-f]{18,}$/);
    const onDisk = storedFiles(storageDir, 'objects');
    expect(onDisk.some((file) => file.includes('holiday') || file.endsWith('.png'))).toBe(false);
    expect(
      (await client.get(`/v1/storage/buckets/uploads/files/${created.body.$id}`)).body,
    ).toEqual(created.body);
  });

  it('accepts a client-chosen id once and refuses invalid ids', async () => {
    const { client } = await registerUser(ctx);
    const png = await image(10, 10);
    const id = `my-file.${Date.now()}`;
    expect((await upload(client, png, { fileId: id })).body.$id).toBe(id);
    const again = await upload(client, png, { fileId: id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A file with the requested ID already exists');
    expect((await upload(client, png, { fileId: '_bad' })).status).toBe(400);
    expect((await upload(client, png, { fileId: 'x'.repeat(37) })).status).toBe(400);
    expect(leftovers()).toEqual([]);
  });

  it('detects the type from the content, never the name', async () => {
    const { client } = await registerUser(ctx);
    const gif = await upload(client, await image(8, 8, 'gif'), { filename: 'looks-like.png' });
    expect(gif.body.mimeType).toBe('image/gif');
    const webp = await upload(client, await image(8, 8, 'webp'), { filename: 'x.jpg' });
    expect(webp.body.mimeType).toBe('image/webp');
  });

  it('refuses a disguised file with 415 and keeps nothing', async () => {
    const { client } = await registerUser(ctx);
    const before = storedFiles(storageDir);
    const text = Buffer.from(
      'just some text pretending to be an image, long enough to sniff. '.repeat(4),
    );
    const response = await upload(client, text, { filename: 'innocent.png' });
    expect(response.status).toBe(415);
    expect(response.body.message).toBe(
      'Only .png, .jpg, .jpeg, .gif, .webp, .avif and .heic images are allowed',
    );
    const html = await upload(client, Buffer.from('<html><script>alert(1)</script></html>'), {
      filename: 'a.png',
    });
    expect(html.status).toBe(415);
    expect(storedFiles(storageDir)).toEqual(before);
    expect((await client.get('/v1/storage/buckets/uploads/files')).body.total).toBe(0);
  });

  it('aborts an oversize upload with 413 while streaming and keeps nothing', async () => {
    const { client } = await registerUser(ctx);
    const before = storedFiles(storageDir);
    const big = Buffer.concat([await image(8, 8), Buffer.alloc(1024 * 1024)]);
    const response = await upload(client, big);
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('File size must be less than 1MB');
    expect(storedFiles(storageDir)).toEqual(before);
  });

  it('answers clearly for a missing file, an empty file, a non-multipart body and an unknown bucket', async () => {
    const { client } = await registerUser(ctx);
    const noFile = multipart([{ name: 'fileId', value: 'unique()' }]);
    const missing = await client.post(
      '/v1/storage/buckets/uploads/files',
      noFile.payload,
      noFile.headers,
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Missing required parameter: "file"');
    const empty = await upload(client, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The file is empty');
    const json = await client.post('/v1/storage/buckets/uploads/files', { fileId: 'unique()' });
    expect(json.status).toBe(415);
    expect((await upload(client, await image(4, 4), { bucket: 'secrets' })).status).toBe(404);
    const noId = multipart([{ name: 'file', filename: 'a.png', data: await image(4, 4) }]);
    const withoutId = await client.post(
      '/v1/storage/buckets/uploads/files',
      noId.payload,
      noId.headers,
    );
    expect(withoutId.body.message).toBe('Missing required parameter: "fileId"');
    expect(leftovers()).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await upload(anonymous, await image(4, 4))).status).toBe(401);
    expect((await anonymous.get('/v1/storage/buckets/uploads/files')).status).toBe(401);
  });

  it('accepts permissions that restate the owner, refuses any that would share the file', async () => {
    const { client, user } = await registerUser(ctx);
    const png = await image(4, 4);
    const own = await upload(client, png, { permissions: [`read("user:${user.$id}")`] });
    expect(own.status).toBe(201);
    for (const permission of [
      'read("any")',
      'read("users")',
      'update("user:someone-else")',
      'nonsense',
    ]) {
      const response = await upload(client, png, { permissions: [permission] });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('A file can only grant permissions to its owner');
    }
  });
});

describe('permissions across users', () => {
  it('the owner reads and writes; another user gets 404; an admin reads but does not write', async () => {
    const owner = await registerUser(ctx);
    const other = await registerUser(ctx);
    const png = await image(20, 20);
    const { $id: id } = (await upload(owner.client, png)).body;
    const base = `/v1/storage/buckets/uploads/files/${id}`;

    for (const suffix of ['', '/download', '/view', '/preview?width=10']) {
      const response = await getBytes(ctx, other.client, base + suffix);
      expect(response.status, suffix).toBe(404);
      expect(response.json().message).toBe('File not found');
      expect((await getBytes(ctx, owner.client, base + suffix)).status, suffix).toBe(200);
      expect((await getBytes(ctx, admin, base + suffix)).status, suffix).toBe(200);
    }
    expect((await other.client.put(base, { name: 'mine.png' })).status).toBe(404);
    expect((await other.client.delete(base)).status).toBe(404);
    expect((await admin.put(base, { name: 'admin.png' })).status).toBe(401);
    expect((await admin.delete(base)).status).toBe(401);
    // Same answer as for an id that does not exist.
    const unknown = await getBytes(ctx, other.client, '/v1/storage/buckets/uploads/files/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.json().message).toBe('File not found');

    const list = await other.client.get('/v1/storage/buckets/uploads/files');
    expect(list.body.files.some((file: { $id: string }) => file.$id === id)).toBe(false);
    const adminList = await admin.get('/v1/storage/buckets/uploads/files?search=picture');
    expect(adminList.body.files.some((file: { $id: string }) => file.$id === id)).toBe(true);
  });
});

describe('list, update, delete, download, view', () => {
  it('lists the own files newest first with search, limit and offset', async () => {
    const { client } = await registerUser(ctx);
    const png = await image(4, 4);
    for (const name of ['alpha.png', 'beta.png', 'alphabet.png']) {
      await upload(client, png, { filename: name });
    }
    const all = await client.get('/v1/storage/buckets/uploads/files');
    expect(all.body.total).toBe(3);
    expect(all.body.files.map((f: { name: string }) => f.name)).toEqual([
      'alphabet.png',
      'beta.png',
      'alpha.png',
    ]);
    const search = await client.get('/v1/storage/buckets/uploads/files?search=alpha');
    expect(search.body.files.map((f: { name: string }) => f.name)).toEqual([
      'alphabet.png',
      'alpha.png',
    ]);
    const limit = encodeURIComponent(JSON.stringify({ method: 'limit', values: [1] }));
    const offset = encodeURIComponent(JSON.stringify({ method: 'offset', values: [1] }));
    const page = await client.get(
      `/v1/storage/buckets/uploads/files?queries[]=${limit}&queries[]=${offset}`,
    );
    expect(page.body).toMatchObject({ total: 3, files: [{ name: 'beta.png' }] });
    const callSyntax = await client.get('/v1/storage/buckets/uploads/files?queries=limit(2)');
    expect(callSyntax.body.files).toHaveLength(2);
    expect((await client.get('/v1/storage/buckets/images/files')).body.total).toBe(0);
  });

  it('renames a file and keeps the owner-only permissions', async () => {
    const { client, user } = await registerUser(ctx);
    const { $id: id } = (await upload(client, await image(4, 4))).body;
    const url = `/v1/storage/buckets/uploads/files/${id}`;
    const renamed = await client.put(url, {
      name: 'renamed.png',
      permissions: [`read("user:${user.$id}")`],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('renamed.png');
    expect((await client.put(url, { name: '   ' })).body.message).toBe('File name is required');
    expect((await client.put(url, { permissions: [`read("any")`] })).status).toBe(401);
  });

  it('downloads as an attachment and views inline, with the stored bytes and type', async () => {
    const { client } = await registerUser(ctx);
    const jpeg = await image(30, 20, 'jpeg');
    const { $id: id } = (await upload(client, jpeg, { filename: 'Zürich trip 100%.jpg' })).body;
    const download = await getBytes(
      ctx,
      client,
      `/v1/storage/buckets/uploads/files/${id}/download`,
    );
    expect(download.status).toBe(200);
    expect(download.bytes.equals(jpeg)).toBe(true);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Z_rich trip 100_.jpg"; filename*=UTF-8''${encodeURIComponent('Zürich trip 100%.jpg')}`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const view = await getBytes(ctx, client, `/v1/storage/buckets/uploads/files/${id}/view`);
    expect(view.headers['content-disposition']).toMatch(/^inline;/);
    expect(view.bytes.equals(jpeg)).toBe(true);
    const etag = String(view.headers.etag);
    const again = await getBytes(ctx, client, `/v1/storage/buckets/uploads/files/${id}/view`, {
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
  });

  it('deletes the row, the bytes and the cached previews', async () => {
    const { client } = await registerUser(ctx);
    const created = (await upload(client, await image(50, 50))).body;
    const url = `/v1/storage/buckets/uploads/files/${created.$id}`;
    expect((await getBytes(ctx, client, `${url}/preview?width=20`)).status).toBe(200);
    const before = storedFiles(storageDir);
    expect((await client.delete(url)).status).toBe(204);
    const after = storedFiles(storageDir);
    expect(before.length - after.length).toBe(2);
    expect(after.some((file) => !before.includes(file))).toBe(false);
    expect((await client.get(url)).status).toBe(404);
    expect((await client.delete(url)).status).toBe(404);
  });
});
