import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerUser, TestClient } from '../../../test/support/client.ts';
import { avatarFileIdOf } from './avatar-url.ts';
import {
  createFilesContext,
  getBytes,
  image,
  multipart,
  storedFiles,
  upload,
  uploadAvatar,
} from './files-test-support.ts';

let ctx: TestContext;
let storageDir: string;
let cleanup: () => void;
let admin: TestClient;
beforeAll(async () => {
  ({ ctx, storageDir, cleanup } = await createFilesContext());
  admin = await adminClient(ctx);
});
afterAll(() => cleanup());

const AVATAR_URL =
  /^\/v1\/storage\/buckets\/images\/files\/([0-9a-f]+)\/preview\?width=150&height=150$/;

describe('avatar', () => {
  it('uploads into images, sets the preview URL on the user and serves a 150 × 150 preview', async () => {
    const { client, user } = await registerUser(ctx);
    expect(user.avatar).toBeNull();
    const response = await uploadAvatar(client, await image(600, 400, 'jpeg'), 'me.jpg');
    expect(response.status).toBe(200);
    expect(response.body.$id).toBe(user.$id);
    expect(response.body.avatar).toMatch(AVATAR_URL);
    expect((await client.get('/v1/session')).body.user.avatar).toBe(response.body.avatar);

    const preview = await getBytes(ctx, client, response.body.avatar);
    expect(preview.status).toBe(200);
    expect(await sharp(preview.bytes).metadata()).toMatchObject({
      width: 150,
      height: 150,
      format: 'jpeg',
    });
    const fileId = avatarFileIdOf(response.body.avatar)!;
    const file = await client.get(`/v1/storage/buckets/images/files/${fileId}`);
    expect(file.body).toMatchObject({
      bucketId: 'images',
      ownerId: user.$id,
      name: 'me.jpg',
      mimeType: 'image/jpeg',
    });
  });

  it('admins see every avatar through its preview URL; other users get 404', async () => {
    const { client } = await registerUser(ctx);
    const other = await registerUser(ctx);
    const { avatar } = (await uploadAvatar(client, await image(200, 200))).body;
    expect((await getBytes(ctx, admin, avatar)).status).toBe(200);
    expect((await getBytes(ctx, other.client, avatar)).status).toBe(404);
  });

  it('replacing the avatar deletes the old file (row, bytes and previews)', async () => {
    const { client } = await registerUser(ctx);
    const first = (await uploadAvatar(client, await image(300, 300))).body.avatar as string;
    await getBytes(ctx, client, first);
    const oldId = avatarFileIdOf(first)!;
    const filesBefore = storedFiles(storageDir);

    const second = (await uploadAvatar(client, await image(300, 300, 'jpeg', '#00ff00'))).body
      .avatar as string;
    expect(second).not.toBe(first);
    expect((await client.get(`/v1/storage/buckets/images/files/${oldId}`)).status).toBe(404);
    expect((await getBytes(ctx, client, first)).status).toBe(404);
    expect((await getBytes(ctx, client, second)).status).toBe(200);
    const list = await client.get('/v1/storage/buckets/images/files');
    expect(list.body.files.map((file: { $id: string }) => file.$id)).toEqual([
      avatarFileIdOf(second),
    ]);
    // The old object and its cached preview are gone; the new object and its preview are there.
    const filesAfter = storedFiles(storageDir);
    expect(filesBefore.filter((file) => !filesAfter.includes(file))).toHaveLength(2);
  });

  it.each([
    [
      'too large',
      async () => Buffer.concat([await image(8, 8), Buffer.alloc(2 * 1024 * 1024)]),
      413,
      'Image size must be less than 2MB',
    ],
    ['a gif', () => image(8, 8, 'gif'), 415, 'Only .png, .jpg and .jpeg images are allowed'],
    [
      'text named .png',
      async () => Buffer.from('hello, not an image'),
      415,
      'Only .png, .jpg and .jpeg images are allowed',
    ],
    ['empty', async () => Buffer.alloc(0), 400, 'Please select an image'],
  ])('refuses %s and keeps the old avatar intact', async (_name, make, status, message) => {
    const { client } = await registerUser(ctx);
    const old = (await uploadAvatar(client, await image(50, 50))).body.avatar as string;
    const before = storedFiles(storageDir);
    const response = await uploadAvatar(client, await make(), 'new.png');
    expect(response.status).toBe(status);
    expect(response.body.message).toBe(message);
    expect((await client.get('/v1/session')).body.user.avatar).toBe(old);
    expect((await getBytes(ctx, client, old)).status).toBe(200);
    expect(storedFiles(storageDir).filter((file) => !file.startsWith('previews/'))).toEqual(
      before.filter((file) => !file.startsWith('previews/')),
    );
  });

  it('answers "Please select an image" without a file, and needs a session', async () => {
    const { client } = await registerUser(ctx);
    const response = await client.post('/v1/account/avatar', { nothing: true });
    expect(response.status).toBe(415);
    const noFile = multipart([{ name: 'note', value: 'no file here' }]);
    const empty = await client.post('/v1/account/avatar', noFile.payload, noFile.headers);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please select an image');
    expect((await uploadAvatar(new TestClient(ctx.app), await image(8, 8))).status).toBe(401);
  });

  it('a database failure while switching leaves the old avatar and removes the new bytes', async () => {
    const { client } = await registerUser(ctx);
    const old = (await uploadAvatar(client, await image(50, 50))).body.avatar as string;
    await getBytes(ctx, client, old); // its preview is cached before the snapshot
    const before = storedFiles(storageDir);
    const db = ctx.database.db;
    await db.execute(sql`CREATE FUNCTION refuse_file() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'disk full (simulated)'; END; $$ LANGUAGE plpgsql`);
    await db.execute(
      sql`CREATE TRIGGER refuse_file BEFORE INSERT ON files FOR EACH ROW EXECUTE FUNCTION refuse_file()`,
    );
    try {
      const response = await uploadAvatar(client, await image(60, 60));
      expect(response.status).toBe(500);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_file ON files`);
      await db.execute(sql`DROP FUNCTION refuse_file()`);
    }
    expect((await client.get('/v1/session')).body.user.avatar).toBe(old);
    expect((await getBytes(ctx, client, old)).status).toBe(200);
    expect(storedFiles(storageDir)).toEqual(before);
  });

  it('deleting the avatar file through the storage API clears the avatar', async () => {
    const { client } = await registerUser(ctx);
    const avatar = (await uploadAvatar(client, await image(40, 40))).body.avatar as string;
    expect(
      (await client.delete(`/v1/storage/buckets/images/files/${avatarFileIdOf(avatar)}`)).status,
    ).toBe(204);
    expect((await client.get('/v1/session')).body.user.avatar).toBeNull();
  });

  it('a file uploaded to images directly obeys the avatar limits too', async () => {
    const { client } = await registerUser(ctx);
    const gif = await upload(client, await image(8, 8, 'gif'), { bucket: 'images' });
    expect(gif.status).toBe(415);
    expect(gif.body.message).toBe('Only .png, .jpg and .jpeg images are allowed');
  });
});
