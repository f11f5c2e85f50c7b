import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerActiveUser, type TestClient } from '../../../test/support/client.ts';
import { seedPaymentMethod } from '../../../test/support/seed.ts';
import { ALL_CHANNELS, isConnected, openSocket } from '../../../test/support/realtime-client.ts';
import { canReceive } from './change.ts';

let ctx: TestContext;
let admin: TestClient;
let baseUrl: string;
let methodId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx)).id;
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => undefined);

const txEvent = (id: string) => (m: any) =>
  m.type === 'event' && m.data.payload.collection === 'transactions' && m.data.payload.id === id;

describe('realtime authorization', () => {
  it("a user's socket gets their own events and never another user's; an admin's gets all", async () => {
    const alice = await registerActiveUser(ctx);
    const bob = await registerActiveUser(ctx);
    const aliceSocket = openSocket(baseUrl, ALL_CHANNELS, alice.client.cookie);
    const adminSocket = openSocket(baseUrl, ALL_CHANNELS, admin.cookie);
    await aliceSocket.waitFor(isConnected);
    await adminSocket.waitFor(isConnected);

    const bobDeposit = await bob.client.post('/v1/deposits', {
      paymentMethodId: methodId,
      amount: 10_00,
    });
    const aliceDeposit = await alice.client.post('/v1/deposits', {
      paymentMethodId: methodId,
      amount: 20_00,
    });
    const own = await aliceSocket.waitFor(txEvent(aliceDeposit.body.$id));
    expect(own.data.payload).toMatchObject({ event: 'create', userId: alice.user.$id });
    await adminSocket.waitFor(txEvent(bobDeposit.body.$id));
    await adminSocket.waitFor(txEvent(aliceDeposit.body.$id));

    await admin.post(`/v1/admin/transactions/${aliceDeposit.body.$id}/approve`);
    await aliceSocket.waitFor(
      (m) =>
        m.type === 'event' &&
        m.data.payload.event === 'update' &&
        m.data.payload.id === aliceDeposit.body.$id,
    );
    await aliceSocket.waitFor(
      (m) =>
        m.type === 'event' &&
        m.data.payload.collection === 'users' &&
        m.data.payload.id === alice.user.$id,
    );

    expect(
      aliceSocket.messages.some(
        (m) => m.type === 'event' && m.data.payload.userId === bob.user.$id,
      ),
    ).toBe(false);
    aliceSocket.socket.close();
    adminSocket.socket.close();
  });

  it('payment method changes reach every signed-in user', async () => {
    const user = await registerActiveUser(ctx);
    const socket = openSocket(
      baseUrl,
      'project=copyvest&channels[]=paymentmethods',
      user.client.cookie,
    );
    await socket.waitFor(isConnected);
    const created = await admin.post('/v1/payment-methods', {
      code: 'dog',
      name: 'Dogecoin',
      address: 'D123',
    });
    const event = await socket.waitFor(
      (m) => m.type === 'event' && m.data.payload.id === created.body.$id,
    );
    expect(event.data.channels).toEqual(['paymentmethods']);
    socket.socket.close();
  });

  it('does not send events that were rolled back', async () => {
    const user = await registerActiveUser(ctx);
    const socket = openSocket(baseUrl, ALL_CHANNELS, user.client.cookie);
    await socket.waitFor(isConnected);
    const refused = await user.client.post('/v1/withdrawals', {
      paymentMethodId: methodId,
      amount: 5_00,
      walletAddress: 'a-1',
    });
    expect(refused.status).toBe(400);
    await new Promise((r) => setTimeout(r, 200));
    expect(socket.messages.filter((m) => m.type === 'event')).toEqual([]);
    socket.socket.close();
  });
});

describe('realtime 1008 cases', () => {
  it('closes a connection without a valid session', async () => {
    const socket = openSocket(baseUrl, ALL_CHANNELS, 'a_session_copyvest=forged');
    expect((await socket.closed).code).toBe(1008);
  });

  it('closes a connection with no channels', async () => {
    const user = await registerActiveUser(ctx);
    const socket = openSocket(baseUrl, 'project=copyvest', user.client.cookie);
    expect(await socket.closed).toEqual({ code: 1008, reason: 'Missing channels' });
  });

  it('closes a cross-site connection (WebSocket hijacking)', async () => {
    const user = await registerActiveUser(ctx);
    const socket = openSocket(baseUrl, ALL_CHANNELS, user.client.cookie, 'https://evil.example');
    expect((await socket.closed).code).toBe(1008);
  });

  it('closes sockets whose session ended at the next revalidation', async () => {
    const user = await registerActiveUser(ctx);
    const socket = openSocket(baseUrl, ALL_CHANNELS, user.client.cookie);
    await socket.waitFor(isConnected);
    const cookie = user.client.cookie;
    await user.client.delete('/v1/account/sessions');
    user.client.cookie = cookie;
    await ctx.realtime.revalidate();
    expect(await socket.closed).toEqual({ code: 1008, reason: 'Session ended' });
  });

  it('answers ping with pong', async () => {
    const user = await registerActiveUser(ctx);
    const socket = openSocket(baseUrl, ALL_CHANNELS, user.client.cookie);
    await socket.waitFor(isConnected);
    socket.socket.send(JSON.stringify({ type: 'ping' }));
    await socket.waitFor((m) => m.type === 'pong');
    socket.socket.close();
  });
});

describe('canReceive', () => {
  const user = {
    userId: 'u1',
    isAdmin: false,
    channels: new Set(['users', 'transactions', 'paymentmethods']),
  };
  it.each([
    [{ c: 'transactions', e: 'insert', id: 't', u: 'u1' }, user, true],
    [{ c: 'transactions', e: 'insert', id: 't', u: 'u2' }, user, false],
    [{ c: 'users', e: 'update', id: 'u2', u: 'u2' }, user, false],
    [{ c: 'payment_methods', e: 'delete', id: 'p', u: null }, user, true],
    [{ c: 'users', e: 'update', id: 'u2', u: 'u2' }, { ...user, isAdmin: true }, true],
    [
      { c: 'transactions', e: 'insert', id: 't', u: 'u1' },
      { ...user, channels: new Set(['users']) },
      false,
    ],
  ] as const)('%j for %j → %s', (change, subscriber, expected) => {
    expect(canReceive(change, subscriber)).toBe(expected);
  });
});
