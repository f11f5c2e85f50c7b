import { beforeAll, describe, expect, it } from 'vitest';
import { Query } from '@copyvest/shared';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import {
  adminClient,
  q,
  registerActiveUser,
  registerUser,
  TestClient,
} from '../../../test/support/client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe('GET /v1/users (admin only)', () => {
  it('answers 401 to a guest and to a user, and the list to an admin', async () => {
    const { client } = await registerUser(ctx);
    expect((await new TestClient(ctx.app).get('/v1/users')).body.type).toBe(
      'general_unauthorized_scope',
    );
    const refused = await client.get('/v1/users');
    expect(refused.body).toMatchObject({ code: 401, type: 'user_unauthorized' });
    expect(refused.body.users).toBeUndefined();
    const list = await (await adminClient(ctx)).get('/v1/users');
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThan(1);
  });

  it('searches by name and e-mail, newest first, paged with cursorAfter', async () => {
    for (const name of ['Zed Alpha', 'Zed Beta', 'Zed Gamma', 'Other Person']) {
      await registerUser(ctx, { name });
      ctx.clock.advance(1000);
    }
    const admin = await adminClient(ctx);
    const first = await admin.get(`/v1/users${q(Query.limit(2))}&search=zed`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(3);
    expect(first.body.users.map((u: { name: string }) => u.name)).toEqual([
      'Zed Gamma',
      'Zed Beta',
    ]);
    const second = await admin.get(
      `/v1/users${q(Query.limit(2), Query.cursorAfter(first.body.users[1].$id))}&search=zed`,
    );
    expect(second.body.users.map((u: { name: string }) => u.name)).toEqual(['Zed Alpha']);
    const { input } = await registerUser(ctx, { name: 'Mail Only' });
    expect(
      (await admin.get(`/v1/users?search=${encodeURIComponent(input.email)}`)).body.users[0].name,
    ).toBe('Mail Only');
    expect((await admin.get('/v1/users?search=%25')).body.total).toBe(0);
    expect((await admin.get(`/v1/users${q(Query.limit(0))}`)).status).toBe(400);
    expect((await admin.get(`/v1/users${q(Query.cursorAfter('garbage'))}`)).body.type).toBe(
      'general_cursor_not_found',
    );
    const admins = await admin.get(`/v1/users${q(Query.equal('isAdmin', true))}`);
    expect(admins.body.users.every((u: { isAdmin: boolean }) => u.isAdmin)).toBe(true);
  });

  it('lists only the accounts awaiting activation, searched by part of the e-mail', async () => {
    const tag = `await${Date.now()}`;
    const waiting = await registerUser(ctx, {
      name: 'Waiting Person',
      email: `waiting@${tag}.example`,
    });
    await registerActiveUser(ctx, { name: 'Active Person', email: `active@${tag}.example` });
    const admin = await adminClient(ctx);
    const guest = await new TestClient(ctx.app).post('/v1/account/sessions/anonymous');
    expect(guest.status).toBe(201);
    const awaitingFilters = [
      Query.equal('isActive', false),
      Query.equal('isAdmin', false),
      Query.equal('isGuest', false),
    ];
    const awaiting = q(...awaitingFilters);

    const byDomain = await admin.get(`/v1/users?search=${tag}`);
    expect(byDomain.body.users.map((u: { name: string }) => u.name).sort()).toEqual([
      'Active Person',
      'Waiting Person',
    ]);
    const waitingOnly = await admin.get(`/v1/users${awaiting}&search=${tag}`);
    expect(waitingOnly.body).toMatchObject({ total: 1, users: [{ $id: waiting.user.$id }] });

    const all = await admin.get(`/v1/users${q(...awaitingFilters, Query.limit(100))}`);
    expect(all.status).toBe(200);
    expect(
      all.body.users.every(
        (u: { isActive: boolean; isAdmin: boolean; isGuest: boolean }) =>
          !u.isActive && !u.isAdmin && !u.isGuest,
      ),
    ).toBe(true);
    expect(all.body.users.map((u: { $id: string }) => u.$id)).toContain(waiting.user.$id);
  });
});
