import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerActiveUser, type TestClient } from '../../../test/support/client.ts';
import { isConnected, openSocket } from '../../../test/support/realtime-client.ts';

let ctx: TestContext;
let admin: TestClient;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

const messageEvent = (body: string) => (m: any) =>
  m.type === 'event' && m.data.payload?.body === body;

describe('tickets live (decision 052)', () => {
  it("the desk's reply reaches the owner's socket and the admins'; another user's socket gets nothing; notes are never sent", async () => {
    const owner = await registerActiveUser(ctx);
    const stranger = await registerActiveUser(ctx);
    const opened = await owner.client.post('/v1/tickets', {
      subject: 'Live please',
      category: 'other',
      message: 'Hello desk',
    });
    const id = opened.body.ticket.$id;
    const ownerSocket = openSocket(baseUrl, 'project=copyvest', { cookie: owner.client.cookie });
    const strangerSocket = openSocket(baseUrl, 'project=copyvest', {
      cookie: stranger.client.cookie,
    });
    const adminSocket = openSocket(baseUrl, 'project=copyvest', { cookie: admin.cookie });
    for (const socket of [ownerSocket, strangerSocket, adminSocket]) {
      await socket.waitFor(isConnected);
      await socket.subscribe(['tickets'], 'tk');
    }
    // A subscription to someone else's ticket's own channel gets nothing either.
    await strangerSocket.subscribe([`tickets.${id}`], 'theirs');

    await admin.post(`/v1/admin/tickets/${id}/notes`, { note: 'NOTE-NEVER-SENT' });
    await admin.post(`/v1/admin/tickets/${id}/messages`, { message: 'Desk says hi' });
    const event = await ownerSocket.waitFor(messageEvent('Desk says hi'));
    expect(event.data.channels).toEqual(['tickets', `tickets.${id}`]);
    expect(event.data.events).toContain(`tickets.${id}.messages.${event.data.payload.$id}.create`);
    expect(event.data.payload).toMatchObject({ ticketId: id, fromStaff: true });
    await ownerSocket.waitFor(
      (m) =>
        m.type === 'event' && m.data.payload?.$id === id && m.data.payload?.status === 'answered',
    );
    await adminSocket.waitFor(messageEvent('Desk says hi'));

    // The owner's reply reaches the admins; after it, nothing earlier is still on its way.
    await owner.client.post(`/v1/tickets/${id}/messages`, { message: 'Owner answers' });
    await adminSocket.waitFor(messageEvent('Owner answers'));
    await ownerSocket.waitFor(messageEvent('Owner answers'));

    const strangerEvents = strangerSocket.messages.filter((m) => m.type === 'event');
    expect(strangerEvents).toEqual([]);
    for (const socket of [ownerSocket, adminSocket]) {
      expect(JSON.stringify(socket.messages)).not.toContain('NOTE-NEVER-SENT');
      socket.socket.close();
    }
    strangerSocket.socket.close();
  });
});
