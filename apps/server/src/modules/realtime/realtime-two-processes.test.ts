import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openPostgres, type Database } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerActiveUser } from '../../../test/support/client.ts';
import { seedPaymentMethod } from '../../../test/support/seed.ts';
import {
  channel,
  eventFor,
  isConnected,
  openSocket,
} from '../../../test/support/realtime-client.ts';

/** Two servers on one PostgreSQL: what happens through one reaches the sockets of the other. */
let ctx: TestContext;
let second: Awaited<ReturnType<typeof buildApp>>;
let secondDb: Database;
let secondUrl: string;

beforeAll(async () => {
  ctx = await createTestContext();
  secondDb = openPostgres(ctx.url, 5);
  second = await buildApp({
    db: secondDb.db,
    settingsDb: secondDb.apart,
    dbKind: 'postgres',
    config: ctx.config,
    clock: ctx.clock,
    logger: false,
    listen: secondDb.listen,
  });
  secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await second.app.close();
  await secondDb.close();
});

describe('realtime across server processes (LISTEN/NOTIFY)', () => {
  it("an admin's approval through server A reaches the user's socket on server B", async () => {
    const methodId = (await seedPaymentMethod(ctx)).id;
    const admin = await adminClient(ctx);
    const { client, user } = await registerActiveUser(ctx);
    const deposit = await client.post('/v1/deposits', { paymentMethodId: methodId, amount: 40_00 });
    const socket = openSocket(secondUrl, 'project=copyvest', { cookie: client.cookie });
    await socket.waitFor(isConnected);
    await socket.subscribe([channel.documents('transactions'), channel.documents('users')]);
    await admin.post(`/v1/admin/transactions/${deposit.body.$id}/approve`);
    const event = await socket.waitFor(
      (m) => eventFor(deposit.body.$id)(m) && m.data.payload.status === 'success',
    );
    expect(event.data.payload).toMatchObject({ amount: 40, id: user.$id });
    const balance = await socket.waitFor(eventFor(user.$id));
    expect(balance.data.payload.balance).toBe(40);
    socket.socket.close();
  });

  it('a logout through server A closes the session’s socket on server B at once', async () => {
    const { client } = await registerActiveUser(ctx);
    const socket = openSocket(secondUrl, 'project=copyvest&channels[]=account', {
      cookie: client.cookie,
    });
    await socket.waitFor(isConnected);
    await client.delete('/v1/account/sessions/current');
    expect(await socket.closed).toEqual({ code: 1008, reason: 'Session ended' });
    expect(socket.messages.at(-1)).toEqual({
      type: 'error',
      data: { code: 1008, message: 'Session ended' },
    });
  });
});
