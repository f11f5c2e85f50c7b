import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKETS_BUCKET } from '@copyvest/shared';
import { notifications, supportTickets, users } from '../../db/schema.ts';
import {
  adminClient,
  registerActiveUser,
  registerUser,
  TestClient,
} from '../../../test/support/client.ts';
import { outboxTo } from '../../../test/support/outbox.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { createFilesContext, image, upload } from '../files/files-test-support.ts';

let ctx: TestContext;
let cleanup: () => void;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  ({ ctx, cleanup } = await createFilesContext());
  admin = await adminClient(ctx);
  adminId = (await admin.get('/v1/account')).body.$id;
});
afterAll(() => cleanup());

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const ticketBody = (overrides: Record<string, unknown> = {}) => ({
  subject: 'My deposit has not arrived',
  category: 'deposit',
  priority: 'high',
  message: 'I sent 0.01 BTC an hour ago.\nIt is not in my balance yet.',
  ...overrides,
});

async function attach(client: TestClient, data: Buffer, filename: string): Promise<string> {
  const response = await upload(client, data, { bucket: TICKETS_BUCKET, filename });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.$id;
}

async function openTicket(client: TestClient, overrides: Record<string, unknown> = {}) {
  const response = await client.post('/v1/tickets', ticketBody(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { ticket: any; messages: any[] };
}

async function ticketCount() {
  return (await ctx.database.db.select().from(supportTickets)).length;
}

describe('a support ticket round trip', () => {
  it('a user opens a ticket with a PNG and a PDF, the desk answers (mail, notification, unread), the user reads, replies and closes it', async () => {
    const { client, user, input } = await registerActiveUser(ctx, { name: 'Tina Ticket' });
    const png = await attach(client, await image(8, 8), 'screen.png');
    const pdf = await attach(client, PDF, 'receipt.pdf');
    const opened = await openTicket(client, { attachmentIds: [png, pdf] });
    expect(opened.ticket).toMatchObject({
      userId: user.$id,
      subject: 'My deposit has not arrived',
      category: 'deposit',
      priority: 'high',
      status: 'open',
      unread: false,
      closedAt: null,
    });
    expect(opened.messages).toHaveLength(1);
    expect(opened.messages[0]).toMatchObject({
      fromStaff: false,
      authorName: 'Tina Ticket',
      body: 'I sent 0.01 BTC an hour ago.\nIt is not in my balance yet.',
    });
    expect(opened.messages[0].attachments.map((a: any) => [a.name, a.mimeType]).sort()).toEqual([
      ['receipt.pdf', 'application/pdf'],
      ['screen.png', 'image/png'],
    ]);
    const id = opened.ticket.$id;

    const queue = await admin.get(
      `/v1/admin/tickets?status=open&search=${encodeURIComponent(input.email)}`,
    );
    expect(queue.status).toBe(200);
    expect(queue.body.tickets.map((t: any) => t.$id)).toEqual([id]);
    expect(queue.body.tickets[0]).toMatchObject({ userName: 'Tina Ticket', assigneeId: null });
    const awaitingBefore = (await admin.get('/v1/admin/tickets/awaiting')).body.total;
    expect(awaitingBefore).toBeGreaterThanOrEqual(1);

    const answered = await admin.post(`/v1/admin/tickets/${id}/messages`, {
      message: 'We found it: it is credited now.',
    });
    expect(answered.status).toBe(201);
    expect(answered.body.ticket.status).toBe('answered');
    expect((await admin.get('/v1/admin/tickets/awaiting')).body.total).toBe(awaitingBefore - 1);

    const seen = await client.get(`/v1/tickets/${id}`);
    expect(seen.body.ticket).toMatchObject({ status: 'answered', unread: true });
    expect(seen.body.messages.map((m: any) => [m.fromStaff, m.body])).toEqual([
      [false, 'I sent 0.01 BTC an hour ago.\nIt is not in my balance yet.'],
      [true, 'We found it: it is credited now.'],
    ]);
    expect((await client.get('/v1/tickets/unread')).body).toEqual({ total: 1 });
    const [mail] = await outboxTo(ctx, input.email, 'ticket-reply');
    expect(mail?.data).toEqual({
      name: 'Tina Ticket',
      subject: 'My deposit has not arrived',
      ticketId: id,
    });
    const [notification] = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.$id));
    expect(notification).toMatchObject({
      kind: 'ticket_replied',
      data: { ticketId: id, subject: 'My deposit has not arrived' },
    });

    expect((await client.post(`/v1/tickets/${id}/read`)).body.unread).toBe(false);
    expect((await client.get('/v1/tickets/unread')).body).toEqual({ total: 0 });

    const replied = await client.post(`/v1/tickets/${id}/messages`, { message: 'Thank you!' });
    expect(replied.status).toBe(201);
    expect(replied.body.ticket.status).toBe('open');
    expect(replied.body.messages).toHaveLength(3);

    const closed = await client.post(`/v1/tickets/${id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    const late = await client.post(`/v1/tickets/${id}/messages`, { message: 'One more thing' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ type: 'ticket_closed', message: 'This ticket is closed' });
    expect((await client.post(`/v1/tickets/${id}/close`)).status).toBe(409);
    expect((await admin.post(`/v1/admin/tickets/${id}/messages`, { message: 'x' })).status).toBe(
      409,
    );

    const list = await client.get('/v1/tickets');
    expect(list.body).toMatchObject({ total: 1, tickets: [{ $id: id, status: 'closed' }] });
  });

  it('an inactive account may upload an attachment and open a ticket (it may need support most)', async () => {
    const { client } = await registerUser(ctx);
    const png = await attach(client, await image(4, 4), 'why.png');
    const opened = await openTicket(client, { category: 'account', attachmentIds: [png] });
    expect(opened.ticket.status).toBe('open');
  });
});

describe('who sees what', () => {
  it("another user never reads, answers, marks or closes someone's ticket (404), nor its attachment", async () => {
    const owner = await registerActiveUser(ctx);
    const stranger = await registerActiveUser(ctx);
    const png = await attach(owner.client, await image(8, 8), 'private.png');
    const { ticket } = await openTicket(owner.client, { attachmentIds: [png] });
    for (const [method, path] of [
      ['GET', `/v1/tickets/${ticket.$id}`],
      ['POST', `/v1/tickets/${ticket.$id}/read`],
      ['POST', `/v1/tickets/${ticket.$id}/messages`],
      ['POST', `/v1/tickets/${ticket.$id}/close`],
    ] as const) {
      const response = await stranger.client.request(
        method,
        path,
        method === 'POST' ? { message: 'mine now' } : undefined,
      );
      expect(response.status, path).toBe(404);
      expect(response.body.type).toBe('ticket_not_found');
    }
    expect((await stranger.client.get('/v1/tickets')).body).toEqual({ total: 0, tickets: [] });
    const file = `/v1/storage/buckets/${TICKETS_BUCKET}/files/${png}`;
    for (const path of [file, `${file}/view`, `${file}/download`]) {
      expect((await stranger.client.get(path)).status, path).toBe(404);
      expect((await new TestClient(ctx.app).get(path)).status, path).toBe(404);
      expect((await owner.client.get(path)).status, path).toBe(200);
      expect((await admin.get(path)).status, path).toBe(200);
    }
    expect(
      (await stranger.client.get(`/v1/storage/buckets/${TICKETS_BUCKET}/files`)).body.total,
    ).toBe(0);
    expect((await owner.client.get(`/v1/tickets/${ticket.$id}`)).body.ticket.status).toBe('open');
  });

  it("the desk's reply carries the admin's files: the ticket's owner reads them, never changes or shares them, and no one else reads them", async () => {
    const owner = await registerActiveUser(ctx);
    const stranger = await registerActiveUser(ctx);
    const { ticket } = await openTicket(owner.client);
    const pdf = await attach(admin, PDF, 'statement.pdf');
    // Only the admin's own uploads: the owner's file is not the admin's to attach.
    const theirs = await attach(owner.client, await image(8, 8), 'theirs.png');
    const refused = await admin.post(`/v1/admin/tickets/${ticket.$id}/messages`, {
      message: 'Here is your statement',
      attachmentIds: [theirs],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.type).toBe('ticket_attachment_invalid');

    const answered = await admin.post(`/v1/admin/tickets/${ticket.$id}/messages`, {
      message: 'Here is your statement',
      attachmentIds: [pdf],
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    const thread = (await owner.client.get(`/v1/tickets/${ticket.$id}`)).body;
    const reply = thread.messages.at(-1);
    expect(reply).toMatchObject({ fromStaff: true, body: 'Here is your statement' });
    expect(reply.attachments.map((a: any) => [a.fileId, a.name])).toEqual([[pdf, 'statement.pdf']]);

    const file = `/v1/storage/buckets/${TICKETS_BUCKET}/files/${pdf}`;
    for (const path of [file, `${file}/view`, `${file}/download`]) {
      expect((await owner.client.get(path)).status, path).toBe(200);
      expect((await admin.get(path)).status, path).toBe(200);
      expect((await stranger.client.get(path)).status, path).toBe(404);
      expect((await new TestClient(ctx.app).get(path)).status, path).toBe(404);
    }
    const listed = await owner.client.get(`/v1/storage/buckets/${TICKETS_BUCKET}/files`);
    expect(listed.body.files.map((f: any) => f.$id)).toContain(pdf);
    expect(
      (await stranger.client.get(`/v1/storage/buckets/${TICKETS_BUCKET}/files`)).body.total,
    ).toBe(0);
    // Reading is all the owner of the ticket may do with it.
    const renamed = await owner.client.put(file, { name: 'mine.pdf' });
    expect(renamed.status).toBeGreaterThanOrEqual(400);
    expect((await owner.client.delete(file)).status).toBeGreaterThanOrEqual(400);
    // Nor a share link: only who may change a file makes one (and none opens a private bucket).
    const link = await owner.client.post(`/v1/tokens/buckets/${TICKETS_BUCKET}/files/${pdf}`, {});
    expect(link.status).toBe(401);
    expect((await admin.get(file)).body.name).toBe('statement.pdf');
  });

  it('an attachment is never shared by link nor granted to anyone else, by its owner or an admin', async () => {
    const owner = await registerActiveUser(ctx);
    const png = await attach(owner.client, await image(8, 8), 'a.png');
    for (const client of [owner.client, admin]) {
      const link = await client.post(`/v1/tokens/buckets/${TICKETS_BUCKET}/files/${png}`, {});
      expect(link.status).toBe(400);
      expect(link.body.message).toBe('Files in this bucket cannot be shared by link');
      const granted = await client.put(`/v1/storage/buckets/${TICKETS_BUCKET}/files/${png}`, {
        permissions: ['read("any")'],
      });
      expect(granted.status).toBe(400);
    }
    const asked = await upload(owner.client, await image(8, 8), {
      bucket: TICKETS_BUCKET,
      permissions: ['read("users")'],
    });
    expect(asked.status).toBe(400);
    expect(asked.body.message).toBe(
      'Files in this bucket are readable only by their owner and the support team',
    );
  });

  it('a text file or a file over the limit is refused by the tickets bucket', async () => {
    const { client } = await registerActiveUser(ctx);
    const text = await upload(client, Buffer.from('just some text, not an image'), {
      bucket: TICKETS_BUCKET,
      filename: 'notes.txt',
    });
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('Only .png, .jpg, .jpeg and .pdf files are allowed');
    const big = await upload(client, Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), {
      bucket: TICKETS_BUCKET,
      filename: 'big.pdf',
    });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('File size must be less than 5MB');
  });

  it('internal notes never reach the user: not in the ticket, the list or the desk answer the user sees', async () => {
    const owner = await registerActiveUser(ctx);
    const { ticket } = await openTicket(owner.client);
    const note = await admin.post(`/v1/admin/tickets/${ticket.$id}/notes`, {
      note: 'SECRET-NOTE: user seems confused, check deposit address',
    });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ authorId: adminId, ticketId: ticket.$id });
    await admin.post(`/v1/admin/tickets/${ticket.$id}/messages`, { message: 'Looking into it' });
    const desk = await admin.get(`/v1/admin/tickets/${ticket.$id}`);
    expect(desk.body.notes.map((n: any) => n.body)).toEqual([
      'SECRET-NOTE: user seems confused, check deposit address',
    ]);
    expect(desk.body.user).toMatchObject({ $id: owner.user.$id, totalTickets: 1, openTickets: 1 });
    for (const path of [`/v1/tickets/${ticket.$id}`, '/v1/tickets', `/v1/notifications`]) {
      const response = await owner.client.get(path);
      expect(response.status).toBe(200);
      expect(JSON.stringify(response.body)).not.toContain('SECRET-NOTE');
    }
    const answer = await owner.client.post(`/v1/tickets/${ticket.$id}/messages`, { message: 'ok' });
    expect(JSON.stringify(answer.body)).not.toContain('SECRET-NOTE');
  });

  it('a user, an inactive user and a signed-out caller never reach the desk (401), and nothing changes', async () => {
    const owner = await registerActiveUser(ctx);
    const { ticket } = await openTicket(owner.client);
    const callers = [owner.client, (await registerUser(ctx)).client, new TestClient(ctx.app)];
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/v1/admin/tickets'],
      ['GET', '/v1/admin/tickets/awaiting'],
      ['GET', `/v1/admin/tickets/${ticket.$id}`],
      ['POST', `/v1/admin/tickets/${ticket.$id}/messages`, { message: 'hi' }],
      ['POST', `/v1/admin/tickets/${ticket.$id}/notes`, { note: 'hi' }],
      ['PUT', `/v1/admin/tickets/${ticket.$id}/assignee`, { assigneeId: null }],
      ['POST', `/v1/admin/tickets/${ticket.$id}/close`, {}],
      ['POST', `/v1/admin/tickets/${ticket.$id}/reopen`, {}],
      ['GET', '/v1/admin/canned-replies'],
      ['POST', '/v1/admin/canned-replies', { title: 'x', body: 'y' }],
      ['PUT', '/v1/admin/canned-replies/abc', { title: 'x', body: 'y' }],
      ['DELETE', '/v1/admin/canned-replies/abc'],
    ];
    for (const client of callers) {
      for (const [method, path, body] of routes) {
        const response = await client.request(method as 'GET', path, body);
        expect(response.status, `${method} ${path}`).toBe(401);
      }
    }
    const signedOut = new TestClient(ctx.app);
    expect((await signedOut.get('/v1/tickets')).status).toBe(401);
    expect((await signedOut.post('/v1/tickets', ticketBody())).status).toBe(401);
    expect((await owner.client.get(`/v1/tickets/${ticket.$id}`)).body).toMatchObject({
      ticket: { status: 'open', unread: false },
      messages: [{ fromStaff: false }],
    });
  });
});

describe('bad input is a 4xx and creates nothing', () => {
  it.each([
    ['no subject', { subject: undefined }, 'Missing required parameter: "subject"'],
    ['a blank subject', { subject: '   ' }, 'Please enter a subject'],
    [
      'a subject over 150 characters',
      { subject: 's'.repeat(151) },
      'Subject must be at most 150 characters',
    ],
    ['an unknown category', { category: 'lottery' }, 'Please choose a category'],
    ['an unknown priority', { priority: 'urgent!!' }, 'Please choose a priority'],
    ['a blank message', { message: ' \n ' }, 'Please enter a message'],
    [
      'a message over 5000 characters',
      { message: 'm'.repeat(5001) },
      'Message must be at most 5000 characters',
    ],
    ['four attachments', { attachmentIds: ['a1', 'a2', 'a3', 'a4'] }, 'At most 3 attachments'],
    [
      'an attachment twice',
      { attachmentIds: ['a1', 'a1'] },
      'An attachment is not one of your uploaded files',
    ],
    [
      'a message with a bidi override',
      { message: 'abc\u202edef' },
      'Message contains characters that are not allowed',
    ],
  ])('%s is a 400', async (_name, override, message) => {
    const { client } = await registerActiveUser(ctx);
    const before = await ticketCount();
    const response = await client.post('/v1/tickets', ticketBody(override));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await ticketCount()).toBe(before);
  });

  it("someone else's file, an unknown file or an avatar as an attachment is a 400 and opens nothing", async () => {
    const owner = await registerActiveUser(ctx);
    const other = await registerActiveUser(ctx);
    const theirs = await attach(other.client, await image(8, 8), 'theirs.png');
    const avatar = await upload(owner.client, await image(8, 8), {
      bucket: 'images',
      filename: 'me.png',
    });
    const before = await ticketCount();
    for (const attachmentIds of [[theirs], ['nosuchfile'], [avatar.body.$id]]) {
      const response = await owner.client.post('/v1/tickets', ticketBody({ attachmentIds }));
      expect(response.status).toBe(400);
      expect(response.body.type).toBe('ticket_attachment_invalid');
    }
    expect(await ticketCount()).toBe(before);
  });

  it('a file already attached cannot be attached again (400), and a failed reply adds nothing', async () => {
    const { client } = await registerActiveUser(ctx);
    const png = await attach(client, await image(8, 8), 'once.png');
    const { ticket } = await openTicket(client, { attachmentIds: [png] });
    const again = await client.post(`/v1/tickets/${ticket.$id}/messages`, {
      message: 'Same file',
      attachmentIds: [png],
    });
    expect(again.status).toBe(400);
    expect((await client.get(`/v1/tickets/${ticket.$id}`)).body.messages).toHaveLength(1);
  });

  it('a malformed ticket id, an unknown ticket and bad desk input are clear 4xx', async () => {
    const { client } = await registerActiveUser(ctx);
    expect((await client.get('/v1/tickets/bad%20id!')).status).toBe(400);
    expect((await client.get('/v1/tickets/nosuchticket')).status).toBe(404);
    expect((await admin.get('/v1/admin/tickets/nosuchticket')).status).toBe(404);
    expect((await admin.get('/v1/admin/tickets?status=pending')).status).toBe(400);
    expect((await admin.get('/v1/admin/tickets?limit=1000')).status).toBe(400);
    const { ticket } = await openTicket(client);
    expect(
      (await admin.post(`/v1/admin/tickets/${ticket.$id}/messages`, { message: '' })).status,
    ).toBe(400);
    expect((await admin.post(`/v1/admin/tickets/${ticket.$id}/notes`, {})).status).toBe(400);
    expect(
      (await admin.post('/v1/admin/canned-replies', { title: ' ', body: 'x' })).body.message,
    ).toBe('Please enter a title');
  });
});

describe('the desk', () => {
  it('filters by status, priority, category, assignment, user and search; assigns only active admins; closes and reopens', async () => {
    const { client, user, input } = await registerActiveUser(ctx, { name: 'Filter Fiona' });
    const low = (
      await openTicket(client, {
        subject: 'Question about copy fees',
        category: 'copy_trading',
        priority: 'low',
      })
    ).ticket;
    const high = (
      await openTicket(client, {
        subject: 'Withdrawal stuck',
        category: 'withdrawal',
        priority: 'high',
      })
    ).ticket;
    const ids = async (query: string) =>
      (await admin.get(`/v1/admin/tickets?userId=${user.$id}&${query}`)).body.tickets.map(
        (t: any) => t.$id,
      );

    expect((await ids('')).sort()).toEqual([low.$id, high.$id].sort());
    expect(await ids('priority=low')).toEqual([low.$id]);
    expect(await ids('category=withdrawal')).toEqual([high.$id]);
    expect(await ids('search=copy%20fees')).toEqual([low.$id]);
    expect((await ids(`search=${encodeURIComponent('Filter Fio')}`)).length).toBe(2);
    expect((await ids(`search=${encodeURIComponent(input.email)}`)).length).toBe(2);
    expect((await ids('search=%25')).length).toBe(0);
    expect((await ids('assigned=unassigned')).length).toBe(2);

    const assigned = await admin.put(`/v1/admin/tickets/${high.$id}/assignee`, {
      assigneeId: adminId,
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ assigneeId: adminId, assigneeName: expect.any(String) });
    expect(await ids('assigned=me')).toEqual([high.$id]);
    expect(await ids('assigned=unassigned')).toEqual([low.$id]);
    // The user's view carries no assignment.
    expect((await client.get(`/v1/tickets/${high.$id}`)).body.ticket).not.toHaveProperty(
      'assigneeId',
    );

    const toUser = await admin.put(`/v1/admin/tickets/${high.$id}/assignee`, {
      assigneeId: user.$id,
    });
    expect(toUser.status).toBe(400);
    expect(toUser.body.type).toBe('ticket_assignee_invalid');
    expect(
      (await admin.put(`/v1/admin/tickets/${high.$id}/assignee`, { assigneeId: null })).body
        .assigneeId,
    ).toBeNull();

    expect((await admin.post(`/v1/admin/tickets/${low.$id}/reopen`)).status).toBe(409);
    const closed = await admin.post(`/v1/admin/tickets/${low.$id}/close`);
    expect(closed.body.status).toBe('closed');
    expect(await ids('status=closed')).toEqual([low.$id]);
    const reopened = await admin.post(`/v1/admin/tickets/${low.$id}/reopen`);
    expect(reopened.body).toMatchObject({ status: 'open', closedAt: null });
  });

  it('canned replies: create, list, edit and delete; a missing one is a 404', async () => {
    const created = await admin.post('/v1/admin/canned-replies', {
      title: 'Deposit delays',
      body: 'Deposits are credited after network confirmations.',
    });
    expect(created.status).toBe(201);
    const id = created.body.$id;
    const listed = await admin.get('/v1/admin/canned-replies');
    expect(listed.body.cannedReplies.map((c: any) => c.$id)).toContain(id);
    const edited = await admin.put(`/v1/admin/canned-replies/${id}`, {
      title: 'Deposit delays',
      body: 'Updated.',
    });
    expect(edited.body.body).toBe('Updated.');
    expect((await admin.delete(`/v1/admin/canned-replies/${id}`)).status).toBe(204);
    expect((await admin.delete(`/v1/admin/canned-replies/${id}`)).status).toBe(404);
    expect(
      (await admin.put(`/v1/admin/canned-replies/${id}`, { title: 'a', body: 'b' })).status,
    ).toBe(404);
  });

  it('a deactivated admin has no desk (401)', async () => {
    const second = await registerActiveUser(ctx);
    await ctx.database.db
      .update(users)
      .set({ isAdmin: true, isActive: false })
      .where(eq(users.id, second.user.$id));
    expect((await second.client.get('/v1/admin/tickets')).status).toBe(401);
  });
});

describe('rate limits (counted in the database)', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext(
      { TICKET_OPEN_MAX_PER_USER_PER_HOUR: '2', TICKET_REPLY_MAX_PER_USER_PER_HOUR: '2' },
      ctx,
    );
  });

  it('a user opening a third ticket in the hour gets 429 and no ticket; another user is not held back', async () => {
    const { client } = await registerActiveUser(limited);
    const other = await registerActiveUser(limited);
    expect((await client.post('/v1/tickets', ticketBody())).status).toBe(201);
    expect((await client.post('/v1/tickets', ticketBody())).status).toBe(201);
    const before = await ticketCount();
    const third = await client.post('/v1/tickets', ticketBody());
    expect(third.status).toBe(429);
    expect(third.body.type).toBe('general_rate_limit_exceeded');
    expect(await ticketCount()).toBe(before);
    expect((await other.client.post('/v1/tickets', ticketBody())).status).toBe(201);
  });

  it('a user replying a third time in the hour gets 429 and the thread keeps its messages', async () => {
    const { client } = await registerActiveUser(limited);
    const { ticket } = await openTicket(client);
    const path = `/v1/tickets/${ticket.$id}/messages`;
    expect((await client.post(path, { message: 'one' })).status).toBe(201);
    expect((await client.post(path, { message: 'two' })).status).toBe(201);
    expect((await client.post(path, { message: 'three' })).status).toBe(429);
    expect((await client.get(`/v1/tickets/${ticket.$id}`)).body.messages).toHaveLength(3);
  });
});
