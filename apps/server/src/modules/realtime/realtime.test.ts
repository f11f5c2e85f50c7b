import { beforeAll, describe, expect, it } from 'vitest';
import { Query } from '@copyvest/shared';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import {
  adminClient,
  registerActiveUser,
  registerUser,
  type TestClient,
} from '../../../test/support/client.ts';
import { seedPaymentMethod } from '../../../test/support/seed.ts';
import { dataPath } from '../../../test/support/data-api.ts';
import {
  channel,
  eventFor,
  isConnected,
  openSocket,
} from '../../../test/support/realtime-client.ts';
import { eventNames } from './event-names.ts';

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

const deposit = (client: TestClient, amount = 10_00) =>
  client.post('/v1/deposits', { paymentMethodId: methodId, amount });

describe('protocol frames', () => {
  it('connects with the project only, answers `connected` with the account, and subscribes by id', async () => {
    const { client, user } = await registerActiveUser(ctx, { name: 'Frame Fran' });
    const socket = openSocket(baseUrl, 'project=copyvest', { cookie: client.cookie });
    const connected = await socket.waitFor(isConnected);
    expect(connected.data).toMatchObject({ channels: [], subscriptions: [] });
    expect(connected.data.user).toMatchObject({ $id: user.$id, name: 'Frame Fran' });

    const response = await socket.subscribe([channel.documents('transactions')], 'mine');
    expect(response.data).toEqual({
      to: 'subscribe',
      success: true,
      subscriptions: [
        { subscriptionId: 'mine', channels: [channel.documents('transactions')], queries: [] },
      ],
    });
    const created = await deposit(client, 12_34);
    const event = await socket.waitFor(eventFor(created.body.$id));
    expect(event.data).toMatchObject({
      subscriptions: ['mine'],
      channels: [
        'documents',
        channel.documents('transactions'),
        channel.documents('transactions', created.body.$id),
      ],
      payload: {
        $id: created.body.$id,
        $collectionId: 'transactions',
        $databaseId: 'copyvest',
        id: user.$id,
        amount: 12.34,
        status: 'pending',
      },
    });
    expect(event.data.events).toContain(
      `databases.copyvest.collections.transactions.documents.${created.body.$id}.create`,
    );
    expect(event.data.events).toContain('databases.*.collections.*.documents.*.create');
    expect(Date.parse(event.data.timestamp)).not.toBeNaN();

    socket.send({
      type: 'unsubscribe',
      data: [{ subscriptionId: 'mine' }, { subscriptionId: 'x' }],
    });
    const unsubscribed = await socket.waitFor((m) => m.data?.to === 'unsubscribe');
    expect(unsubscribed.data.subscriptions).toEqual([
      { subscriptionId: 'mine', removed: true },
      { subscriptionId: 'x', removed: false },
    ]);
    socket.socket.close();
  });

  it('channels[] in the URL become subscription 0; ping answers pong', async () => {
    const { client } = await registerActiveUser(ctx);
    const socket = openSocket(
      baseUrl,
      `project=copyvest&channels[]=account&channels[]=${channel.rows('transactions')}`,
      { cookie: client.cookie },
    );
    const connected = await socket.waitFor(isConnected);
    expect(connected.data.channels).toEqual(['account', channel.rows('transactions')]);
    const id = connected.data.subscriptions['0'];
    expect(id).toMatch(/^[a-f0-9]+$/);
    socket.send({ type: 'ping' });
    await socket.waitFor((m) => m.type === 'pong');
    const created = await deposit(client);
    const event = await socket.waitFor(eventFor(created.body.$id));
    expect(event.data.subscriptions).toEqual([id]);
    expect(event.data.payload.$tableId).toBe('transactions');
    expect(event.data.events).toContain(
      `tablesdb.copyvest.tables.transactions.rows.${created.body.$id}.create`,
    );
    socket.socket.close();
  });

  it('a socket without a cookie signs in with an `authentication` message; a bad secret is an error frame', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const socket = openSocket(baseUrl);
    const connected = await socket.waitFor(isConnected);
    expect(connected.data.user).toBeNull();
    socket.send({ type: 'authentication', data: { session: 'not-a-session' } });
    const refused = await socket.waitFor((m) => m.type === 'error');
    expect(refused.data).toEqual({ code: 1003, message: 'Session is not valid.' });
    const secret = client.cookie!.split('=')[1];
    socket.send({ type: 'authentication', data: { session: secret } });
    const accepted = await socket.waitFor((m) => m.data?.to === 'authentication');
    expect(accepted.data).toMatchObject({ success: true, user: { $id: user.$id } });
    await socket.subscribe([channel.documents('transactions')]);
    const created = await deposit(client);
    await socket.waitFor(eventFor(created.body.$id));
    socket.socket.close();
  });

  it('malformed messages get error frames (1003) and the socket stays open', async () => {
    const socket = openSocket(baseUrl);
    await socket.waitFor(isConnected);
    const bad: [unknown, string][] = [
      ['{not json', 'Message format is not valid.'],
      [{ type: 'launch' }, 'Message type is not valid.'],
      [{ type: 'subscribe', data: { channels: ['x'] } }, 'items: Payload is not valid.'],
      [
        { type: 'subscribe', data: [{ channels: 'account' }] },
        'channels must be a list of strings.',
      ],
      [
        { type: 'subscribe', data: [{ subscriptionId: 'bad id!', channels: [] }] },
        'subscriptionId is not a valid id.',
      ],
      [
        { type: 'subscribe', data: [{ channels: ['documents'], queries: [Query.limit(1)] }] },
        "Query method 'order, limit, offset or cursor' is not supported",
      ],
      [
        {
          type: 'subscribe',
          data: [{ channels: ['documents'], queries: [Query.startsWith('name', 'a')] }],
        },
        "Query method 'startsWith' is not supported",
      ],
      [
        { type: 'unsubscribe', data: [{}] },
        'Each unsubscribe payload must include a non-empty subscriptionId.',
      ],
    ];
    for (const [message, expected] of bad) {
      const before = socket.messages.length;
      socket.send(message);
      const error = await socket.waitFor(
        (m) => m.type === 'error' && socket.messages.indexOf(m) >= before,
      );
      expect(error.data.code).toBe(1003);
      expect(error.data.message).toContain(expected);
    }
    socket.send({ type: 'ping' });
    await socket.waitFor((m) => m.type === 'pong');
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    socket.socket.close();
  });

  it('more than 60 messages a minute get 1013 "Too many messages."', async () => {
    const socket = openSocket(baseUrl);
    await socket.waitFor(isConnected);
    for (let i = 0; i < 61; i++) socket.send({ type: 'ping' });
    const error = await socket.waitFor((m) => m.type === 'error');
    expect(error.data).toEqual({ code: 1013, message: 'Too many messages.' });
    expect(socket.messages.filter((m) => m.type === 'pong')).toHaveLength(60);
    socket.socket.close();
  });

  it.each([
    ['an unknown project', 'project=other', {}, 'Missing or unknown project ID'],
    ['no project', 'channels[]=account', {}, 'Missing or unknown project ID'],
    [
      'a page of another site',
      'project=copyvest',
      { origin: 'https://evil.example' },
      'Invalid Origin',
    ],
    ['an invalid JWT', 'project=copyvest&jwt=abc.def.ghi', {}, 'The JWT is invalid or has expired'],
  ] as const)('%s: an error frame, then close 1008', async (_name, query, headers, message) => {
    const socket = openSocket(baseUrl, query, headers);
    const closed = await socket.closed;
    expect(closed.code).toBe(1008);
    expect(socket.messages).toEqual([
      { type: 'error', data: { code: 1008, message: expect.stringContaining(message) } },
    ]);
  });

  it('a JWT in the URL (as the SDK sends it) signs the socket in', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const jwt = (await client.post('/v1/account/jwts')).body.jwt;
    const socket = openSocket(baseUrl, `project=copyvest&jwt=${encodeURIComponent(jwt)}`);
    expect((await socket.waitFor(isConnected)).data.user.$id).toBe(user.$id);
    socket.socket.close();
  });

  it('event names follow Appwrite: every id may be a wildcard, the most specific first', () => {
    expect(eventNames(['users', 'u1'], 'update')).toEqual([
      'users.u1.update',
      'users.*.update',
      'users.u1',
      'users.*',
    ]);
    const names = eventNames(['databases', 'db', 'collections', 'c', 'documents', 'd'], 'delete');
    expect(names[0]).toBe('databases.db.collections.c.documents.d.delete');
    expect(names).toContain('databases.db.collections.*.documents.d.delete');
    expect(names).toContain('databases.db.collections.c');
    expect(names).toContain('databases.*');
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('payloads: the record exactly as the subscriber may read it', () => {
  it("another user's transaction never reaches a user's socket; an admin's socket gets both", async () => {
    const alice = await registerActiveUser(ctx);
    const bob = await registerActiveUser(ctx);
    const channels = [channel.documents('transactions'), channel.documents('users'), 'documents'];
    const aliceSocket = openSocket(baseUrl, 'project=copyvest', { cookie: alice.client.cookie });
    const adminSocket = openSocket(baseUrl, 'project=copyvest', { cookie: admin.cookie });
    await aliceSocket.waitFor(isConnected);
    await adminSocket.waitFor(isConnected);
    await aliceSocket.subscribe(channels);
    await adminSocket.subscribe(channels);

    const bobs = await deposit(bob.client);
    const alices = await deposit(alice.client);
    await adminSocket.waitFor(eventFor(bobs.body.$id));
    await adminSocket.waitFor(eventFor(alices.body.$id));
    // Notices are published in commit order: Bob's would have come before Alice's.
    await aliceSocket.waitFor(eventFor(alices.body.$id));
    await admin.patch(dataPath('documents', 'transactions', bobs.body.$id), {
      data: { status: 'success' },
    });
    await admin.patch(dataPath('documents', 'transactions', alices.body.$id), {
      data: { status: 'success' },
    });
    const update = await aliceSocket.waitFor(
      (m) => eventFor(alices.body.$id)(m) && m.data.payload.status === 'success',
    );
    expect(update.data.events[0]).toBe(
      `databases.copyvest.collections.transactions.documents.${alices.body.$id}.update`,
    );
    const mine = await aliceSocket.waitFor(eventFor(alice.user.$id));
    expect(mine.data.payload).toMatchObject({ $collectionId: 'users', balance: 10 });
    const leaked = aliceSocket.messages.filter(
      (m) =>
        m.type === 'event' &&
        (m.data.payload.id === bob.user.$id || m.data.payload.$id === bob.user.$id),
    );
    expect(leaked).toEqual([]);
    expect(JSON.stringify(aliceSocket.messages)).not.toContain(bob.user.$id);
    aliceSocket.socket.close();
    adminSocket.socket.close();
  });

  it("a user made admin while connected gets other users' transactions on the same socket, and only from then on", async () => {
    const carol = await registerActiveUser(ctx);
    const dave = await registerActiveUser(ctx);
    const socket = openSocket(baseUrl, 'project=copyvest', { cookie: carol.client.cookie });
    await socket.waitFor(isConnected);
    await socket.subscribe([channel.documents('transactions')]);

    const before = await deposit(dave.client);
    const own = await deposit(carol.client);
    await socket.waitFor(eventFor(own.body.$id));
    const promoted = await admin.post(`/v1/users/${carol.user.$id}/make-admin`);
    expect(promoted.status).toBe(200);
    const after = await deposit(dave.client);
    await socket.waitFor(eventFor(after.body.$id));
    expect(JSON.stringify(socket.messages)).not.toContain(before.body.$id);
    socket.socket.close();
  });

  it('guests get plans; payment methods reach every signed-in user', async () => {
    const guest = openSocket(baseUrl);
    const { client } = await registerUser(ctx);
    const user = openSocket(baseUrl, 'project=copyvest', { cookie: client.cookie });
    await guest.waitFor(isConnected);
    await user.waitFor(isConnected);
    await guest.subscribe(['documents']);
    await user.subscribe([channel.rows('paymentmethods'), channel.rows('Plans')]);
    const method = await admin.post('/v1/payment-methods', {
      code: 'dog',
      name: 'Dogecoin',
      address: 'D1',
    });
    const plan = await admin.post('/v1/plans', {
      title: 'Live',
      min: 100_00,
      max: 200_00,
      roi: 3,
      days: 5,
    });
    const seen = await user.waitFor(eventFor(method.body.$id));
    expect(seen.data.payload).toMatchObject({
      id: 'dog',
      name: 'Dogecoin',
      $tableId: 'paymentmethods',
    });
    await user.waitFor(eventFor(plan.body.$id));
    const guestPlan = await guest.waitFor(eventFor(plan.body.$id));
    expect(guestPlan.data.payload).toMatchObject({
      title: 'Live',
      min: 100,
      $collectionId: 'Plans',
    });
    expect(guest.messages.some(eventFor(method.body.$id))).toBe(false);

    await admin.delete(`/v1/plans/${plan.body.$id}`);
    const deleted = await guest.waitFor(
      (m) => eventFor(plan.body.$id)(m) && m.data.events[0].endsWith('.delete'),
    );
    expect(deleted.data.payload).toMatchObject({ title: 'Live', max: 200 });
    guest.socket.close();
    user.socket.close();
  });

  it('subscription queries filter events; the account channel carries only my account', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const other = await registerActiveUser(ctx);
    const socket = openSocket(baseUrl, 'project=copyvest', { cookie: client.cookie });
    await socket.waitFor(isConnected);
    await socket.subscribe([channel.documents('transactions')], 'done', [
      Query.equal('status', ['success', 'failed']),
    ]);
    await socket.subscribe(['account'], 'me');
    const first = await deposit(client);
    const second = await deposit(client);
    await admin.post(`/v1/admin/transactions/${first.body.$id}/reject`);
    const decided = await socket.waitFor(eventFor(first.body.$id));
    expect(decided.data).toMatchObject({ subscriptions: ['done'], payload: { status: 'failed' } });
    expect(socket.messages.some(eventFor(second.body.$id))).toBe(false);

    await other.client.patch('/v1/account/name', { name: 'Someone Else' });
    await client.patch('/v1/account/name', { name: 'Me Myself' });
    // The rejection's notification also came on `account` (decision 029): wait for the account's update.
    const account = await socket.waitFor(
      (m) =>
        m.type === 'event' &&
        m.data.subscriptions[0] === 'me' &&
        m.data.events.includes(`users.${user.$id}.update`),
    );
    expect(account.data.payload).toMatchObject({ $id: user.$id, name: 'Me Myself' });
    expect(account.data.channels).toEqual(['account', `account.${user.$id}`]);
    expect(account.data.events).toContain(`users.${user.$id}.update`);
    expect(JSON.stringify(socket.messages)).not.toContain('Someone Else');
    socket.socket.close();
  });
});
