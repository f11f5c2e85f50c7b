import { createHash, randomBytes } from 'node:crypto';
import { Account, AppwriteException, ID, Query, Storage } from 'appwrite';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { startSdkHarness, type SdkHarness } from '../../../test/support/sdk-client.ts';
import type { TestContext } from '../../../test/support/test-app.ts';
import { createFilesContext, image } from './files-test-support.ts';

/** The official SDK, unchanged, against our storage API: its storage calls (decision 018). */
let ctx: TestContext;
let cleanup: () => void;
let sdk: SdkHarness;
/** A real PNG of about 18 MB: four chunks, the last three sent in parallel by the SDK. */
let big: Buffer;
beforeAll(async () => {
  ({ ctx, cleanup } = await createFilesContext());
  sdk = await startSdkHarness(ctx);
  // Random pixels, stored uncompressed: the PNG is as large as its pixels.
  big = await sharp(randomBytes(2600 * 2450 * 3), {
    raw: { width: 2600, height: 2450, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
});
afterAll(() => {
  sdk.restore();
  cleanup();
});

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');
const PASSWORD = 'correct-horse-1';
let counter = 0;

/** A signed-up, signed-in and activated user on a device of its own. */
async function activeUser(device: string) {
  sdk.useDevice(device);
  const client = sdk.client();
  const account = new Account(client);
  const email = `sdk-files-${process.pid}-${Date.now()}-${++counter}@example.test`;
  const user = await account.create({ userId: ID.unique(), email, password: PASSWORD });
  await account.createEmailPasswordSession({ email, password: PASSWORD });
  await ctx.deps.db.update(users).set({ isActive: true }).where(eq(users.id, user.$id));
  return { storage: new Storage(client), user };
}

async function failure(call: () => Promise<unknown>): Promise<AppwriteException> {
  try {
    await call();
  } catch (error) {
    if (error instanceof AppwriteException) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

const fileOf = (data: Buffer, name: string, type = 'image/png') =>
  new File([new Uint8Array(data)], name, { type });

describe('the appwrite SDK against our storage API', () => {
  it('uploads 18 MB in chunks (in parallel), then gets, lists with queries, previews and views it', async () => {
    expect(big.length).toBeGreaterThan(18 * 1024 * 1024);
    const { storage, user } = await activeUser('uploader');
    const progress: number[] = [];
    // Count the chunk requests the SDK has in flight at once.
    const sdkFetch = globalThis.fetch;
    let inFlight = 0;
    let peak = 0;
    globalThis.fetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      const chunk = new Headers(init?.headers).has('content-range');
      if (chunk) peak = Math.max(peak, ++inFlight);
      try {
        return await sdkFetch(input, init);
      } finally {
        if (chunk) inFlight -= 1;
      }
    }) as typeof fetch;
    const created = await storage
      .createFile({
        bucketId: 'uploads',
        fileId: ID.unique(),
        file: fileOf(big, 'big.png'),
        onProgress: (event) => progress.push(event.chunksUploaded),
      })
      .finally(() => {
        globalThis.fetch = sdkFetch;
      });
    expect(peak).toBe(3);
    expect(created).toMatchObject({
      bucketId: 'uploads',
      name: 'big.png',
      mimeType: 'image/png',
      sizeOriginal: big.length,
      chunksTotal: 4,
      chunksUploaded: 4,
      signature: md5(big),
    });
    expect(progress).toEqual([1, 2, 3, 4]);

    const got = await storage.getFile({ bucketId: 'uploads', fileId: created.$id });
    expect(got).toEqual(created);
    await storage.createFile({
      bucketId: 'uploads',
      fileId: ID.unique(),
      file: fileOf(await image(30, 20, 'jpeg'), 'small.jpg', 'image/jpeg'),
      permissions: [`read("user:${user.$id}")`],
    });
    const page = await storage.listFiles({ bucketId: 'uploads', queries: [Query.limit(1)] });
    expect(page.total).toBe(2);
    expect(page.files.map((file) => file.name)).toEqual(['small.jpg']);
    const pngs = await storage.listFiles({
      bucketId: 'uploads',
      queries: [Query.equal('mimeType', 'image/png'), Query.orderDesc('$createdAt')],
    });
    expect(pngs.files.map((file) => file.$id)).toEqual([created.$id]);
    const next = await storage.listFiles({
      bucketId: 'uploads',
      queries: [Query.cursorAfter(page.files[0]!.$id), Query.limit(5)],
    });
    expect(next.files.map((file) => file.$id)).toEqual([created.$id]);
    expect((await storage.listFiles({ bucketId: 'uploads', search: 'small' })).total).toBe(1);

    const previewUrl = storage.getFilePreview({
      bucketId: 'uploads',
      fileId: created.$id,
      width: 150,
      height: 100,
    });
    const preview = await fetch(previewUrl);
    expect(preview.status).toBe(200);
    expect(await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).toMatchObject({
      width: 150,
      height: 100,
      format: 'png',
    });
    const view = await fetch(storage.getFileView({ bucketId: 'uploads', fileId: created.$id }));
    expect(Buffer.from(await view.arrayBuffer()).equals(big)).toBe(true);
    const download = await fetch(
      storage.getFileDownload({ bucketId: 'uploads', fileId: created.$id }),
    );
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect((await download.arrayBuffer()).byteLength).toBe(big.length);
  });

  it('shares a file by a token link that works without a session', async () => {
    const { storage } = await activeUser('sharer');
    const png = await image(64, 48);
    const file = await storage.createFile({
      bucketId: 'uploads',
      fileId: ID.unique(),
      file: fileOf(png, 'shared.png'),
    });
    // The client SDK has no token calls: the server's /tokens API, in the same wire format.
    const response = await fetch(`${sdk.endpoint}/tokens/buckets/uploads/files/${file.$id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-appwrite-project': 'copyvest' },
      body: JSON.stringify({}),
    });
    expect(response.status).toBe(201);
    const token = (await response.json()) as { secret: string; resourceId: string };
    expect(token.resourceId).toBe(`uploads:${file.$id}`);

    sdk.useDevice('someone-with-the-link');
    const anonymous = new Storage(sdk.client());
    const withoutToken = await fetch(
      anonymous.getFileView({ bucketId: 'uploads', fileId: file.$id }),
    );
    expect(withoutToken.status).toBe(404);
    await withoutToken.arrayBuffer();
    const link = anonymous.getFileView({
      bucketId: 'uploads',
      fileId: file.$id,
      token: token.secret,
    });
    const viewed = await fetch(link);
    expect(viewed.status).toBe(200);
    expect(Buffer.from(await viewed.arrayBuffer()).equals(png)).toBe(true);
    const previewed = await fetch(
      anonymous.getFilePreview({
        bucketId: 'uploads',
        fileId: file.$id,
        width: 32,
        token: token.secret,
      }),
    );
    expect(previewed.status).toBe(200);
    await previewed.arrayBuffer();
  });

  it('makes an upload to the images bucket the avatar, and surfaces refusals as AppwriteException', async () => {
    const { storage } = await activeUser('avatar');
    const avatar = await storage.createFile({
      bucketId: 'images',
      fileId: ID.unique(),
      file: fileOf(await image(300, 300, 'jpeg'), 'me.jpg', 'image/jpeg'),
    });
    expect(avatar.$permissions[0]).toBe('read("users")');
    const session = (await (await fetch(`${sdk.endpoint}/session`)).json()) as {
      user: { avatar: string };
    };
    expect(session.user.avatar).toContain(`/files/${avatar.$id}/preview?width=150&height=150`);

    const broken = Buffer.concat([(await image(20, 20)).subarray(0, 20), Buffer.alloc(500, 3)]);
    const refused = await failure(() =>
      storage.createFile({
        bucketId: 'uploads',
        fileId: ID.unique(),
        file: fileOf(broken, 'x.png'),
      }),
    );
    expect(refused).toMatchObject({ code: 400, type: 'storage_image_unreadable' });
    const gifBytes = await image(8, 8, 'gif');
    const gif = await failure(() =>
      storage.createFile({
        bucketId: 'images',
        fileId: ID.unique(),
        file: fileOf(gifBytes, 'a.gif', 'image/gif'),
      }),
    );
    expect(gif).toMatchObject({
      code: 415,
      type: 'storage_file_type_unsupported',
      message: 'Only .png, .jpg and .jpeg images are allowed',
    });
    const missing = await failure(() => storage.getFile({ bucketId: 'uploads', fileId: 'nope' }));
    expect(missing).toMatchObject({ code: 404, type: 'storage_file_not_found' });
  });
});
