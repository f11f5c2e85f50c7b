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
  upload,
  uploadAvatar,
} from './files-test-support.ts';

let ctx: TestContext;
let stored: (folder?: string) => Promise<string[]>;
let cleanup: () => void;
let admin: TestClient;
beforeAll(async () => {
  ({ ctx, stored, cleanup } = await createFilesContext());
  admin = await adminClient(ctx);
});
afterAll(() => cleanup());

const AVATAR_URL =
  /^\/v1\/storage\/buckets\/images\/files\/([0-9a-f]+)\/preview\?width=150&height=150$/;
const IMAGES = '/v1/storage/buckets/images/files';

async function avatarOf(client: TestClient): Promise<string | null> {
  return (await client.get('/v1/session')).body.user.avatar;
}

/** Uploads an avatar and answers the user's new avatar URL. */
async function newAvatar(client: TestClient, data: Buffer, filename?: string): Promise<string> {
  const response = await uploadAvatar(client, data, filename);
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return (await avatarOf(client))!;
}

describe('avatar (a file in the images bucket)', () => {
  it('becomes the uploader’s avatar, readable by every signed-in user, with a 150 × 150 preview', async () => {
    const { client, user } = await registerUser(ctx);
    expect(user.avatar).toBeNull();
    const response = await uploadAvatar(client, await image(600, 400, 'jpeg'), 'me.jpg');
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      bucketId: 'images',
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      $permissions: [
        'read("users")',
        `read("user:${user.$id}")`,
        `update("user:${user.$id}")`,
        `delete("user:${user.$id}")`,
      ],
    });
    const avatar = await avatarOf(client);
    expect(avatar).toMatch(AVATAR_URL);
    expect(avatarFileIdOf(avatar)).toBe(response.body.$id);

    const preview = await getBytes(ctx, client, avatar!);
    expect(preview.status).toBe(200);
    expect(await sharp(preview.bytes).metadata()).toMatchObject({
      width: 150,
      height: 150,
      format: 'jpeg',
    });
  });

  it('an inactive account may upload its avatar (and only that)', async () => {
    const { client, user } = await registerUser(ctx);
    expect(user.isActive).toBe(false);
    expect((await uploadAvatar(client, await image(20, 20))).status).toBe(201);
    const other = await upload(client, await image(20, 20));
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({
      type: 'user_inactive',
      message: 'Your account must be activated before you can upload files other than your avatar',
    });
  });

  it('other signed-in users and admins see an avatar (referral lists, admin pages); guests do not', async () => {
    const { client } = await registerUser(ctx);
    const other = await registerUser(ctx);
    const avatar = await newAvatar(client, await image(200, 200));
    expect((await getBytes(ctx, admin, avatar)).status).toBe(200);
    expect((await getBytes(ctx, other.client, avatar)).status).toBe(200);
    expect((await getBytes(ctx, new TestClient(ctx.app), avatar)).status).toBe(404);
    // Seeing is not changing.
    const url = `${IMAGES}/${avatarFileIdOf(avatar)}`;
    expect((await other.client.put(url, { name: 'mine.png' })).status).toBe(401);
    expect((await other.client.delete(url)).status).toBe(401);
  });

  it('replacing the avatar deletes the old file (row, bytes and previews)', async () => {
    const { client } = await registerUser(ctx);
    const first = await newAvatar(client, await image(300, 300));
    await getBytes(ctx, client, first);
    const oldId = avatarFileIdOf(first)!;
    const filesBefore = await stored();

    const second = await newAvatar(client, await image(300, 300, 'jpeg', '#00ff00'));
    expect(second).not.toBe(first);
    expect((await client.get(`${IMAGES}/${oldId}`)).status).toBe(404);
    expect((await getBytes(ctx, client, first)).status).toBe(404);
    expect((await getBytes(ctx, client, second)).status).toBe(200);
    const mine = await client.get(`${IMAGES}?search=${avatarFileIdOf(second)}`);
    expect(mine.body.files.map((file: { $id: string }) => file.$id)).toEqual([
      avatarFileIdOf(second),
    ]);
    // The old object and its cached preview are gone; the new object and its preview are there.
    const filesAfter = await stored();
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
    const old = await newAvatar(client, await image(50, 50));
    const before = await stored();
    const response = await uploadAvatar(client, await make(), 'new.png');
    expect(response.status).toBe(status);
    expect(response.body.message).toBe(message);
    expect(await avatarOf(client)).toBe(old);
    expect((await getBytes(ctx, client, old)).status).toBe(200);
    expect((await stored()).filter((file) => !file.startsWith('previews/'))).toEqual(
      before.filter((file) => !file.startsWith('previews/')),
    );
  });

  it('answers "Missing required parameter" without a file, and needs a session', async () => {
    const { client } = await registerUser(ctx);
    const noFile = multipart([
      { name: 'fileId', value: 'unique()' },
      { name: 'note', value: 'no file here' },
    ]);
    const empty = await client.post(IMAGES, noFile.payload, noFile.headers);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Missing required parameter: "file"');
    expect((await uploadAvatar(new TestClient(ctx.app), await image(8, 8))).status).toBe(401);
  });

  it('a database failure while switching leaves the old avatar and removes the new bytes', async () => {
    const { client } = await registerUser(ctx);
    const old = await newAvatar(client, await image(50, 50));
    await getBytes(ctx, client, old); // its preview is cached before the snapshot
    const before = await stored();
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
    expect(await avatarOf(client)).toBe(old);
    expect((await getBytes(ctx, client, old)).status).toBe(200);
    expect(await stored()).toEqual(before);
  });

  it('deleting the avatar file through the storage API clears the avatar', async () => {
    const { client } = await registerUser(ctx);
    const avatar = await newAvatar(client, await image(40, 40));
    expect((await client.delete(`${IMAGES}/${avatarFileIdOf(avatar)}`)).status).toBe(204);
    expect(await avatarOf(client)).toBeNull();
  });

  it('an admin may remove a user’s avatar', async () => {
    const { client } = await registerUser(ctx);
    const avatar = await newAvatar(client, await image(40, 40));
    expect((await admin.delete(`${IMAGES}/${avatarFileIdOf(avatar)}`)).status).toBe(204);
    expect(await avatarOf(client)).toBeNull();
  });
});
