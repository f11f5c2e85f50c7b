import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import type { TestContext } from '../../../test/support/test-app.ts';
import {
  adminClient,
  registerActiveUser,
  registerUser,
  TestClient,
} from '../../../test/support/client.ts';
import { createFilesContext, getBytes, image, upload } from './files-test-support.ts';

let ctx: TestContext;
let cleanup: () => void;
let admin: TestClient;
let guest: TestClient;
beforeAll(async () => {
  ({ ctx, cleanup } = await createFilesContext());
  admin = await adminClient(ctx);
  guest = new TestClient(ctx.app);
});
afterAll(() => cleanup());

const FILES = '/v1/storage/buckets/uploads/files';
const CONTENT = ['', '/download', '/view', '/preview?width=16'];
const inList = async (client: TestClient, id: string) =>
  (await client.get(FILES)).body.files.some((file: { $id: string }) => file.$id === id);

describe('file permissions in the SDK form', () => {
  it('by default the owner and admins read; another user and guests get the 404 of a missing file', async () => {
    const owner = await registerActiveUser(ctx);
    const other = await registerActiveUser(ctx);
    const { $id: id } = (await upload(owner.client, await image(20, 20))).body;
    const base = `${FILES}/${id}`;
    for (const suffix of CONTENT) {
      for (const stranger of [other.client, guest]) {
        const response = await getBytes(ctx, stranger, base + suffix);
        expect(response.status, suffix).toBe(404);
        expect(response.json().message).toBe('File not found');
      }
      expect((await getBytes(ctx, owner.client, base + suffix)).status, suffix).toBe(200);
      expect((await getBytes(ctx, admin, base + suffix)).status, suffix).toBe(200);
    }
    expect((await other.client.put(base, { name: 'mine.png' })).status).toBe(404);
    expect((await other.client.delete(base)).status).toBe(404);
    expect(await inList(other.client, id)).toBe(false);
    expect(await inList(admin, id)).toBe(true);
    const unknown = await getBytes(ctx, other.client, `${FILES}/nope`);
    expect(unknown.json()).toMatchObject({ code: 404, type: 'storage_file_not_found' });
  });

  it('a user grants only to themselves: read("any"), read("users") or another user is 401', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const png = await image(4, 4);
    const own = await upload(client, png, {
      permissions: [`read("user:${user.$id}")`, `write("user:${user.$id}")`],
    });
    expect(own.status).toBe(201);
    expect(own.body.$permissions).toEqual([
      `read("user:${user.$id}")`,
      `update("user:${user.$id}")`,
      `delete("user:${user.$id}")`,
    ]);
    for (const permission of ['read("any")', 'read("users")', 'update("user:someone-else")']) {
      const response = await upload(client, png, { permissions: [permission] });
      expect(response.status, permission).toBe(401);
      expect(response.body).toMatchObject({
        type: 'user_unauthorized',
        message: 'A file can only grant permissions to its owner',
      });
    }
    const nonsense = await upload(client, png, { permissions: ['nonsense'] });
    expect(nonsense.status).toBe(400);
    const url = `${FILES}/${own.body.$id}`;
    expect((await client.put(url, { permissions: ['read("any")'] })).status).toBe(401);
    expect((await client.get(url)).body.$permissions).toEqual(own.body.$permissions);
  });

  it('only an admin makes a file public; then guests read it, and the owner may take it back', async () => {
    const owner = await registerActiveUser(ctx);
    const { $id: id } = (await upload(owner.client, await image(20, 20))).body;
    const url = `${FILES}/${id}`;
    const published = await admin.put(url, { permissions: ['read("any")'] });
    expect(published.status).toBe(200);
    expect(published.body.$permissions).toContain('read("any")');
    expect(published.body.$permissions).toContain(`update("user:${owner.user.$id}")`);
    for (const suffix of CONTENT) {
      expect((await getBytes(ctx, guest, url + suffix)).status, suffix).toBe(200);
    }
    expect(await inList(guest, id)).toBe(true);
    expect((await guest.put(url, { name: 'x.png' })).status).toBe(401);
    // Keeping what an admin granted is allowed; renaming keeps the permissions.
    const renamed = await owner.client.put(url, { name: 'poster.png' });
    expect(renamed.body.$permissions).toContain('read("any")');
    const kept = await owner.client.put(url, { permissions: [...renamed.body.$permissions] });
    expect(kept.status).toBe(200);
    const unpublished = await owner.client.put(url, {
      permissions: [`read("user:${owner.user.$id}")`],
    });
    expect(unpublished.body.$permissions).not.toContain('read("any")');
    expect((await getBytes(ctx, guest, url)).status).toBe(404);
  });

  it('an admin may share a file with one user, who then reads (and, if granted, changes) it', async () => {
    const owner = await registerActiveUser(ctx);
    const friend = await registerUser(ctx);
    const { $id: id } = (await upload(owner.client, await image(20, 20))).body;
    const url = `${FILES}/${id}`;
    await admin.put(url, {
      permissions: [`read("user:${friend.user.$id}")`, `update("user:${friend.user.$id}")`],
    });
    expect((await getBytes(ctx, friend.client, `${url}/view`)).status).toBe(200);
    expect((await friend.client.put(url, { name: 'shared.png' })).status).toBe(200);
    expect((await friend.client.delete(url)).status).toBe(401);
    expect(await inList(friend.client, id)).toBe(true);
  });

  it('admins read, rename and delete every file; a deactivated admin is an ordinary user', async () => {
    const owner = await registerActiveUser(ctx);
    const { $id: id } = (await upload(owner.client, await image(20, 20))).body;
    const url = `${FILES}/${id}`;
    expect((await admin.put(url, { name: 'checked.png' })).body.name).toBe('checked.png');
    const formerAdmin = await registerUser(ctx);
    await ctx.deps.db
      .update(users)
      .set({ isAdmin: true, isActive: false })
      .where(eq(users.id, formerAdmin.user.$id));
    expect((await formerAdmin.client.get(url)).status).toBe(404);
    expect((await admin.delete(url)).status).toBe(204);
    expect((await owner.client.get(url)).status).toBe(404);
  });
});
