import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Query } from '@copyvest/shared';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, q, registerUser, TestClient } from '../../../test/support/client.ts';
import { outboxTo } from '../../../test/support/outbox.ts';
import { auditLog, notifications, users } from '../../db/schema.ts';

let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
});

const NOTE = 'Called on Tuesday: asked about the fee; prefers e-mail.';

describe('admin notes on a user', () => {
  it('an admin adds a note and the list shows it with its author and time, newest first', async () => {
    const { user } = await registerUser(ctx);
    const first = await admin.post(`/v1/users/${user.$id}/notes`, { body: 'First note' });
    expect(first.status).toBe(201);
    ctx.clock.advance(1000);
    const second = await admin.post(`/v1/users/${user.$id}/notes`, { body: `  ${NOTE}\r\n` });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      userId: user.$id,
      body: NOTE,
      author: { name: expect.any(String), email: 'admin@copyvest.test' },
    });
    const list = await admin.get(`/v1/users/${user.$id}/notes`);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.notes.map((n: { body: string }) => n.body)).toEqual([NOTE, 'First note']);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.note_add'), eq(auditLog.targetId, user.$id)));
    expect(audit).toBeDefined();
  });

  it('the user never sees the notes: their own notes route is refused and nothing they read carries them', async () => {
    const { client, user } = await registerUser(ctx);
    expect((await admin.post(`/v1/users/${user.$id}/notes`, { body: NOTE })).status).toBe(201);
    const own = await client.get(`/v1/users/${user.$id}/notes`);
    expect(own.status).toBe(401);
    expect(JSON.stringify(own.body)).not.toContain(NOTE);
    expect((await client.post(`/v1/users/${user.$id}/notes`, { body: 'mine' })).status).toBe(401);
    for (const path of [
      '/v1/account',
      '/v1/session',
      '/v1/notifications',
      `/v1/users/${user.$id}`,
    ]) {
      const response = await client.get(path);
      expect(JSON.stringify(response.body), path).not.toContain(NOTE);
    }
  });

  it('refuses a blank or too long note (400) and an unknown user (404), writing nothing', async () => {
    const { user } = await registerUser(ctx);
    for (const body of [{ body: '   ' }, {}, { body: 'x'.repeat(2001) }]) {
      expect((await admin.post(`/v1/users/${user.$id}/notes`, body)).status).toBe(400);
    }
    expect((await admin.post('/v1/users/no-such-user/notes', { body: NOTE })).status).toBe(404);
    expect((await admin.get(`/v1/users/${user.$id}/notes`)).body.total).toBe(0);
  });
});

describe('POST /v1/users/{id}/messages', () => {
  it('queues one e-mail and writes one notification, once per Idempotency-Key, audited', async () => {
    const { client, user, input } = await registerUser(ctx);
    const message = { subject: 'About your deposit', message: 'Hello,\nplease add the hash.' };
    const headers = { 'idempotency-key': `message-${user.$id}` };
    const sent = await admin.post(`/v1/users/${user.$id}/messages`, message, headers);
    expect(sent.status).toBe(201);
    const again = await admin.post(`/v1/users/${user.$id}/messages`, message, headers);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(sent.body);

    const mails = await outboxTo(ctx, input.email, 'admin-message');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data).toMatchObject({ subject: message.subject, message: message.message });
    const list = await client.get('/v1/notifications');
    const received = list.body.notifications.filter(
      (n: { kind: string }) => n.kind === 'admin_message',
    );
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ $id: sent.body.notificationId, data: message });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.message'), eq(auditLog.targetId, user.$id)));
    expect(audits).toHaveLength(1);
  });

  it('is refused to a user who is not an admin (401) and to a visitor, queueing nothing', async () => {
    const { user, input } = await registerUser(ctx);
    const other = await registerUser(ctx);
    const message = { subject: 'Hi', message: 'Send me your password' };
    expect((await other.client.post(`/v1/users/${user.$id}/messages`, message)).status).toBe(401);
    expect(
      (await new TestClient(ctx.app).post(`/v1/users/${user.$id}/messages`, message)).status,
    ).toBe(401);
    expect(await outboxTo(ctx, input.email, 'admin-message')).toHaveLength(0);
    const written = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.$id), eq(notifications.kind, 'admin_message')));
    expect(written).toHaveLength(0);
  });

  it('refuses a blank subject or message (400) and an unknown user (404)', async () => {
    const { user } = await registerUser(ctx);
    for (const body of [
      { subject: '', message: 'text' },
      { subject: 'Subject', message: '  ' },
      { subject: 'Subject' },
    ]) {
      expect((await admin.post(`/v1/users/${user.$id}/messages`, body)).status).toBe(400);
    }
    expect(
      (await admin.post('/v1/users/no-such-user/messages', { subject: 'S', message: 'M' })).status,
    ).toBe(404);
  });
});

describe('GET /v1/users/{id}/logins', () => {
  it('lists the user’s sign-ins newest first with the address and the device', async () => {
    const { user, input } = await registerUser(ctx);
    ctx.clock.advance(1000);
    const phone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const client = new TestClient(ctx.app);
    const login = await client.post(
      '/v1/account/sessions/email',
      { email: input.email, password: input.password },
      { 'user-agent': phone },
    );
    expect(login.status).toBe(201);
    const response = await admin.get(`/v1/users/${user.$id}/logins`);
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(2);
    expect(response.body.logins[0]).toMatchObject({
      userAgent: phone,
      ip: '127.0.0.1',
      success: true,
    });
    expect(response.body.logins[0].device).toContain('iOS');
    expect(response.body.logins[0].time > response.body.logins[1].time).toBe(true);
  });

  it('is refused to the user themselves (401) and answers 404 for an unknown user', async () => {
    const { client, user } = await registerUser(ctx);
    expect((await client.get(`/v1/users/${user.$id}/logins`)).status).toBe(401);
    expect((await admin.get('/v1/users/no-such-user/logins')).status).toBe(404);
  });
});

describe('GET /v1/users sorted by balance and status', () => {
  it('orders by balance and by active status on the server, a page at a time', async () => {
    const rich = await registerUser(ctx, { name: 'Sort Rich' });
    const poor = await registerUser(ctx, { name: 'Sort Poor' });
    await ctx.database.db.update(users).set({ isActive: true }).where(eq(users.id, rich.user.$id));
    const adjusted = await admin.post(`/v1/users/${rich.user.$id}/adjustments`, {
      figure: 'balance',
      amount: 900_00,
    });
    expect(adjusted.status).toBe(200);
    const byBalance = await admin.get(`/v1/users${q(Query.orderDesc('balance'), Query.limit(1))}`);
    expect(byBalance.status).toBe(200);
    expect(byBalance.body.users[0].$id).toBe(rich.user.$id);
    const sorted = await admin.get(
      `/v1/users${q(Query.orderAsc('isActive'), Query.orderDesc('balance'))}&search=Sort`,
    );
    expect(sorted.body.users.map((u: { $id: string }) => u.$id)).toEqual([
      poor.user.$id,
      rich.user.$id,
    ]);
  });
});
