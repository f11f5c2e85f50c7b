import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerActiveUser, type TestClient } from '../../../test/support/client.ts';
import { seedPaymentMethod } from '../../../test/support/seed.ts';
import { isConnected, openSocket } from '../../../test/support/realtime-client.ts';

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

/** A deposit of the user, approved by the admin; answers the transaction's record id. */
async function approvedDeposit(client: TestClient, amount: number): Promise<string> {
  const created = await client.post('/v1/deposits', { paymentMethodId: methodId, amount });
  expect(created.status).toBe(201);
  expect((await admin.post(`/v1/admin/transactions/${created.body.$id}/approve`)).status).toBe(200);
  return created.body.$id;
}

const notificationAbout = (transactionId: string) => (m: any) =>
  m.type === 'event' && m.data.payload?.transactionId === transactionId;

describe('notifications live (decision 029)', () => {
  it("the owner's socket gets the new notification on `account`; another user's socket never does", async () => {
    const alice = await registerActiveUser(ctx);
    const bob = await registerActiveUser(ctx);
    const aliceSocket = openSocket(baseUrl, 'project=copyvest', { cookie: alice.client.cookie });
    const bobSocket = openSocket(baseUrl, 'project=copyvest', { cookie: bob.client.cookie });
    const adminSocket = openSocket(baseUrl, 'project=copyvest', { cookie: admin.cookie });
    for (const socket of [aliceSocket, bobSocket, adminSocket]) {
      await socket.waitFor(isConnected);
      await socket.subscribe(['account'], 'acct');
    }

    const alicesDeposit = await approvedDeposit(alice.client, 25_00);
    const event = await aliceSocket.waitFor(notificationAbout(alicesDeposit));
    const [notification] = (await alice.client.get('/v1/notifications')).body.notifications;
    expect(event.data).toMatchObject({
      subscriptions: ['acct'],
      channels: ['account', `account.${alice.user.$id}`],
      payload: {
        $id: notification.$id,
        userId: alice.user.$id,
        kind: 'deposit_approved',
        amount: 25_00,
        readAt: null,
      },
    });
    expect(event.data.events).toContain(
      `users.${alice.user.$id}.notifications.${notification.$id}.create`,
    );
    expect(event.data.events).toContain('users.*.notifications.*.create');

    // Notices are published in commit order: Bob's own notification comes after Alice's, so once
    // it has arrived, Alice's would have arrived before it (and likewise the other way round).
    const bobsDeposit = await approvedDeposit(bob.client, 30_00);
    await bobSocket.waitFor(notificationAbout(bobsDeposit));
    const alicesSecond = await approvedDeposit(alice.client, 5_00);
    await aliceSocket.waitFor(notificationAbout(alicesSecond));

    const notificationEvents = (messages: any[]) =>
      messages.filter((m) => m.type === 'event' && m.data.payload?.kind !== undefined);
    expect(notificationEvents(bobSocket.messages).map((m) => m.data.payload.transactionId)).toEqual(
      [bobsDeposit],
    );
    expect(
      notificationEvents(aliceSocket.messages).map((m) => m.data.payload.transactionId),
    ).toEqual([alicesDeposit, alicesSecond]);
    expect(JSON.stringify(bobSocket.messages)).not.toContain(notification.$id);
    // Not even an admin receives another user's notification.
    expect(notificationEvents(adminSocket.messages)).toEqual([]);
    for (const socket of [aliceSocket, bobSocket, adminSocket]) socket.socket.close();
  });
});
