import { Query } from '@copyvest/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../../test/support/test-app.ts';
import { adminClient, q, registerActiveUser, TestClient } from '../../../../test/support/client.ts';
import { createFilesContext, getBytes, image, upload } from '../files-test-support.ts';
import { signAccountJwt } from '../../accounts/index.ts';

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

const DAY = 86_400_000;
const FILES = '/v1/storage/buckets/uploads/files';

async function ownedFile() {
  const owner = await registerActiveUser(ctx);
  const png = await image(40, 40);
  const { $id: id } = (await upload(owner.client, png)).body;
  return { owner, id, png, tokens: `/v1/tokens/buckets/uploads/files/${id}` };
}

describe('file tokens (share links)', () => {
  it('lets anyone with the link download, view and preview one file until it expires', async () => {
    const { owner, id, png, tokens } = await ownedFile();
    const created = await owner.client.post(tokens, {});
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      resourceId: `uploads:${id}`,
      resourceType: 'files',
      accessedAt: '',
    });
    const expire = Date.parse(created.body.expire) - Date.parse(created.body.$createdAt);
    expect(Math.round(expire / DAY)).toBe(7);
    const token = created.body.secret as string;
    expect(token.split('.')).toHaveLength(3);

    const view = await getBytes(ctx, guest, `${FILES}/${id}/view?token=${token}`);
    expect(view.status).toBe(200);
    expect(view.bytes.equals(png)).toBe(true);
    expect((await getBytes(ctx, guest, `${FILES}/${id}/download?token=${token}`)).status).toBe(200);
    expect(
      (await getBytes(ctx, guest, `${FILES}/${id}/preview?width=16&token=${token}`)).status,
    ).toBe(200);
    // The link opens the content only, not the file's record, and nothing without it.
    expect((await guest.get(`${FILES}/${id}`)).status).toBe(404);
    expect((await getBytes(ctx, guest, `${FILES}/${id}/view`)).status).toBe(404);
    const read = await owner.client.get(`/v1/tokens/${created.body.$id}`);
    expect(read.body.secret).toBe(token);
    expect(read.body.accessedAt).not.toBe('');

    ctx.clock.advance(8 * DAY);
    try {
      const expired = await getBytes(ctx, guest, `${FILES}/${id}/view?token=${token}`);
      expect(expired.status).toBe(401);
      expect(expired.json()).toMatchObject({
        type: 'token_expired',
        message: 'This link has expired',
      });
    } finally {
      ctx.clock.advance(-8 * DAY);
    }
  });

  it('opens only the file it names; forged, foreign and revoked tokens are refused', async () => {
    const first = await ownedFile();
    const second = await ownedFile();
    const token = (await first.owner.client.post(first.tokens, {})).body;
    const other = await getBytes(ctx, guest, `${FILES}/${second.id}/view?token=${token.secret}`);
    expect(other.status).toBe(404);
    expect(other.json().type).toBe('token_not_found');
    const [head, payload] = (token.secret as string).split('.');
    for (const forged of [`${head}.${payload}.AAAA`, 'not-a-token', token.secret.slice(0, -2)]) {
      const response = await getBytes(ctx, guest, `${FILES}/${first.id}/view?token=${forged}`);
      expect(response.status, forged).toBe(404);
    }
    // An account JWT is not a file token.
    const jwt = await signAccountJwt({
      key: ctx.deps.jwtKey,
      userId: first.owner.user.$id,
      sessionId: 'x',
      now: new Date(),
    });
    expect((await getBytes(ctx, guest, `${FILES}/${first.id}/view?token=${jwt}`)).status).toBe(404);

    expect((await first.owner.client.delete(`/v1/tokens/${token.$id}`)).status).toBe(204);
    const revoked = await getBytes(ctx, guest, `${FILES}/${first.id}/view?token=${token.secret}`);
    expect(revoked.json().type).toBe('token_not_found');
  });

  it('is created, listed, moved and deleted by the owner or an admin only', async () => {
    const { owner, id, tokens } = await ownedFile();
    const stranger = await registerActiveUser(ctx);
    expect((await stranger.client.post(tokens, {})).status).toBe(404);
    expect((await guest.post(tokens, {})).status).toBe(401);
    const soon = new Date(ctx.clock.now().getTime() + DAY).toISOString();
    const mine = await owner.client.post(tokens, { expire: soon });
    expect(mine.body.expire).toBe(soon);
    const byAdmin = await admin.post(tokens, { expire: null });
    expect(byAdmin.status).toBe(201);

    const list = await owner.client.get(tokens);
    expect(list.body.total).toBe(2);
    const early = await owner.client.get(
      tokens + q(Query.lessThan('expire', new Date(Date.now() + 2 * DAY).toISOString())),
    );
    expect(early.body.tokens.map((t: { $id: string }) => t.$id)).toEqual([mine.body.$id]);
    expect((await stranger.client.get(tokens)).status).toBe(404);
    expect((await stranger.client.get(`/v1/tokens/${mine.body.$id}`)).status).toBe(404);
    expect((await stranger.client.delete(`/v1/tokens/${mine.body.$id}`)).status).toBe(404);

    const later = new Date(ctx.clock.now().getTime() + 30 * DAY).toISOString();
    const moved = await owner.client.patch(`/v1/tokens/${mine.body.$id}`, { expire: later });
    expect(moved.body.expire).toBe(later);
    expect(moved.body.secret).not.toBe(mine.body.secret);
    expect((await admin.delete(`/v1/tokens/${byAdmin.body.$id}`)).status).toBe(204);
    expect((await owner.client.get(tokens)).body.total).toBe(1);

    // Deleting the file deletes its tokens.
    expect((await owner.client.delete(`${FILES}/${id}`)).status).toBe(204);
    expect((await owner.client.get(`/v1/tokens/${mine.body.$id}`)).status).toBe(404);
  });

  it('always expires: a past date or one beyond 90 days is a 400', async () => {
    const { owner, tokens } = await ownedFile();
    const now = ctx.clock.now().getTime();
    for (const expire of [
      new Date(now - 1000).toISOString(),
      new Date(now + 91 * DAY).toISOString(),
      'tomorrow',
    ]) {
      const response = await owner.client.post(tokens, { expire });
      expect(response.status, expire).toBe(400);
    }
  });
});
