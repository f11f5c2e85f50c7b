import { Query } from '@copyvest/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/support/test-app.ts';
import { adminClient, q, registerActiveUser, TestClient } from '../../../test/support/client.ts';
import {
  createFilesContext,
  getBytes,
  image,
  md5,
  multipart,
  upload,
} from './files-test-support.ts';

let ctx: TestContext;
let stored: (folder?: string) => Promise<string[]>;
let cleanup: () => void;
let admin: TestClient;
beforeAll(async () => {
  ({ ctx, stored, cleanup } = await createFilesContext({
    STORAGE_MAX_FILE_BYTES: String(1024 * 1024),
  }));
  admin = await adminClient(ctx);
});
afterAll(() => cleanup());

const leftovers = async () => [...(await stored('staging')), ...(await stored('.tmp'))];
const FILES = '/v1/storage/buckets/uploads/files';

describe('upload', () => {
  it('stores a file under a server-chosen name and answers Models.File', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const png = await image(40, 30);
    const created = await upload(client, png, { filename: 'holiday photo.png' });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(
      [
        '$id',
        'bucketId',
        '$createdAt',
        '$updatedAt',
        '$permissions',
        'name',
        'folder',
        'key',
        'signature',
        'mimeType',
        'sizeOriginal',
        'sizeActual',
        'chunksTotal',
        'chunksUploaded',
        'encryption',
        'compression',
      ].sort(),
    );
    expect(created.body).toMatchObject({
      bucketId: 'uploads',
      name: 'holiday photo.png',
      folder: '',
      key: 'holiday photo.png',
      mimeType: 'image/png',
      sizeOriginal: png.length,
      sizeActual: png.length,
      chunksTotal: 1,
      chunksUploaded: 1,
      signature: md5(png),
      encryption: false,
      compression: 'none',
      $permissions: [
        `read("user:${user.$id}")`,
        `update("user:${user.$id}")`,
        `delete("user:${user.$id}")`,
      ],
    });
    expect(created.body.$id).toMatch(/^[0-9a-f]{18,}$/);
    const onDisk = await stored('objects');
    expect(onDisk.some((file) => file.includes('holiday') || file.endsWith('.png'))).toBe(false);
    expect((await client.get(`${FILES}/${created.body.$id}`)).body).toEqual(created.body);
  });

  it('keeps a virtual folder, refuses a folder that climbs out', async () => {
    const { client } = await registerActiveUser(ctx);
    const png = await image(4, 4);
    const placed = await upload(client, png, { folder: 'photos/2026', filename: 'a.png' });
    expect(placed.body).toMatchObject({ folder: 'photos/2026/', key: 'photos/2026/a.png' });
    for (const folder of ['../up', '/root', 'a//b', 'a/./b', 'a\\b']) {
      const refused = await upload(client, png, { folder });
      expect(refused.status, folder).toBe(400);
    }
    expect(await leftovers()).toEqual([]);
  });

  it('accepts a client-chosen id once and refuses invalid ids', async () => {
    const { client } = await registerActiveUser(ctx);
    const png = await image(10, 10);
    const id = `my-file.${Date.now()}`;
    expect((await upload(client, png, { fileId: id })).body.$id).toBe(id);
    const again = await upload(client, png, { fileId: id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      type: 'storage_file_already_exists',
      message: 'A file with the requested ID already exists',
    });
    expect((await upload(client, png, { fileId: '_bad' })).status).toBe(400);
    expect((await upload(client, png, { fileId: 'x'.repeat(37) })).status).toBe(400);
    expect(await leftovers()).toEqual([]);
  });

  it('detects the type from the content, never the name', async () => {
    const { client } = await registerActiveUser(ctx);
    const gif = await upload(client, await image(8, 8, 'gif'), { filename: 'looks-like.png' });
    expect(gif.body.mimeType).toBe('image/gif');
    const webp = await upload(client, await image(8, 8, 'webp'), { filename: 'x.jpg' });
    expect(webp.body.mimeType).toBe('image/webp');
  });

  it('refuses a disguised file with 415 and keeps nothing', async () => {
    const { client } = await registerActiveUser(ctx);
    const before = await stored();
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
    expect(await stored()).toEqual(before);
    expect((await client.get(FILES)).body.total).toBe(0);
  });

  it('aborts an oversize upload with 413 while streaming and keeps nothing', async () => {
    const { client } = await registerActiveUser(ctx);
    const before = await stored();
    const big = Buffer.concat([await image(8, 8), Buffer.alloc(1024 * 1024)]);
    const response = await upload(client, big);
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('File size must be less than 1MB');
    expect(await stored()).toEqual(before);
  });

  it('answers clearly for a missing file, an empty file, a non-multipart body and an unknown bucket', async () => {
    const { client } = await registerActiveUser(ctx);
    const noFile = multipart([{ name: 'fileId', value: 'unique()' }]);
    const missing = await client.post(FILES, noFile.payload, noFile.headers);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Missing required parameter: "file"');
    const empty = await upload(client, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The file is empty');
    const json = await client.post(FILES, { fileId: 'unique()' });
    expect(json.status).toBe(415);
    expect((await upload(client, await image(4, 4), { bucket: 'secrets' })).status).toBe(404);
    const noId = multipart([{ name: 'file', filename: 'a.png', data: await image(4, 4) }]);
    const withoutId = await client.post(FILES, noId.payload, noId.headers);
    expect(withoutId.body.message).toBe('Missing required parameter: "fileId"');
    expect(await leftovers()).toEqual([]);
  });

  it('needs a signed-in user to upload; a guest lists only public files', async () => {
    const anonymous = new TestClient(ctx.app);
    const refused = await upload(anonymous, await image(4, 4));
    expect(refused.status).toBe(401);
    expect(refused.body.type).toBe('general_unauthorized_scope');
    const list = await anonymous.get(FILES);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ total: 0, files: [] });
  });
});

describe('list queries', () => {
  it('pages with limit, offset and cursorAfter, orders, and filters on name and mimeType', async () => {
    const { client } = await registerActiveUser(ctx);
    const png = await image(4, 4);
    const jpeg = await image(4, 4, 'jpeg');
    const ids: string[] = [];
    for (const [name, data] of [
      ['alpha.png', png],
      ['beta.jpg', jpeg],
      ['alphabet.png', png],
      ['gamma.png', png],
    ] as const) {
      ids.push((await upload(client, data, { filename: name })).body.$id);
    }
    const names = (body: { files: { name: string }[] }) => body.files.map((f) => f.name);
    const all = await client.get(FILES);
    expect(all.body.total).toBe(4);
    expect(names(all.body)).toEqual(['gamma.png', 'alphabet.png', 'beta.jpg', 'alpha.png']);

    const first = await client.get(FILES + q(Query.limit(1)));
    expect(first.body).toMatchObject({ total: 4, files: [{ name: 'gamma.png' }] });
    const next = await client.get(FILES + q(Query.limit(2), Query.cursorAfter(ids[3]!)));
    expect(names(next.body)).toEqual(['alphabet.png', 'beta.jpg']);
    const offset = await client.get(FILES + q(Query.limit(1), Query.offset(3)));
    expect(names(offset.body)).toEqual(['alpha.png']);
    const byName = await client.get(FILES + q(Query.orderAsc('name')));
    expect(names(byName.body)).toEqual(['alpha.png', 'alphabet.png', 'beta.jpg', 'gamma.png']);
    const jpegs = await client.get(FILES + q(Query.equal('mimeType', 'image/jpeg')));
    expect(jpegs.body).toMatchObject({ total: 1, files: [{ name: 'beta.jpg' }] });
    const named = await client.get(FILES + q(Query.equal('name', ['alpha.png', 'gamma.png'])));
    expect(named.body.total).toBe(2);
    const search = await client.get(`${FILES}?search=alpha`);
    expect(names(search.body)).toEqual(['alphabet.png', 'alpha.png']);

    const unknown = await client.get(FILES + q(Query.equal('ownerSecret', 'x')));
    expect(unknown.status).toBe(400);
    expect(unknown.body.type).toBe('general_query_invalid');
    const badCursor = await client.get(FILES + q(Query.cursorAfter('nope')));
    expect(badCursor.body.type).toBe('general_cursor_not_found');
  });

  it('finds a cursor within the bucket even when another bucket holds the same id', async () => {
    const { client } = await registerActiveUser(ctx);
    const id = `twin-${Date.now()}`;
    await upload(client, await image(4, 4), { fileId: id, bucket: 'images' });
    await upload(client, await image(4, 4), { fileId: id });
    await upload(client, await image(4, 4), { filename: 'newer.png' });
    const after = await client.get(FILES + q(Query.orderAsc('$createdAt'), Query.cursorAfter(id)));
    expect(after.status).toBe(200);
    expect(after.body.files.map((f: { name: string }) => f.name)).toEqual(['newer.png']);
  });
});

describe('update, delete, download, view', () => {
  it('renames a file; a name with a path separator or control character is a 400', async () => {
    const { client } = await registerActiveUser(ctx);
    const { $id: id } = (await upload(client, await image(4, 4))).body;
    const url = `${FILES}/${id}`;
    const renamed = await client.put(url, { name: 'renamed.png' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('renamed.png');
    for (const name of [
      '   ',
      '../x.png',
      'a/b.png',
      'a\\b.png',
      'a\u0000.png',
      'evil\u202egnp.exe',
    ]) {
      const refused = await client.put(url, { name });
      expect(refused.status, JSON.stringify(name)).toBe(400);
    }
    expect((await client.get(url)).body.name).toBe('renamed.png');
  });

  it('downloads as an attachment and views inline, with the stored bytes and type', async () => {
    const { client } = await registerActiveUser(ctx);
    const jpeg = await image(30, 20, 'jpeg');
    const { $id: id } = (await upload(client, jpeg, { filename: 'Zürich trip 100%.jpg' })).body;
    const download = await getBytes(ctx, client, `${FILES}/${id}/download`);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(jpeg)).toBe(true);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Z?rich trip 100%.jpg"; filename*=UTF-8''Z%C3%BCrich%20trip%20100%25.jpg`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const view = await getBytes(ctx, client, `${FILES}/${id}/view`);
    expect(view.headers['content-disposition']).toMatch(/^inline;/);
    expect(view.bytes.equals(jpeg)).toBe(true);
    const etag = String(view.headers.etag);
    const again = await getBytes(ctx, client, `${FILES}/${id}/view`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('deletes the row, the bytes and the cached previews, and gives the bytes back', async () => {
    const { client } = await registerActiveUser(ctx);
    const created = (await upload(client, await image(50, 50))).body;
    const url = `${FILES}/${created.$id}`;
    expect((await getBytes(ctx, client, `${url}/preview?width=20`)).status).toBe(200);
    const before = await stored();
    expect((await client.delete(url)).status).toBe(204);
    const after = await stored();
    expect(before.length - after.length).toBe(2);
    expect(after.some((file) => !before.includes(file))).toBe(false);
    expect((await client.get(url)).status).toBe(404);
    expect((await client.delete(url)).status).toBe(404);
    expect((await admin.get(FILES + q(Query.equal('$id', created.$id)))).body.total).toBe(0);
  });
});
