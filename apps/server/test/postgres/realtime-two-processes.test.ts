import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openPostgres, type Database } from '../../src/db/client.ts';
import { createTestContext, type TestContext } from '../support/test-app.ts';
import { adminClient, registerActiveUser } from '../support/client.ts';
import { seedPaymentMethod } from '../support/seed.ts';
import { ALL_CHANNELS, isConnected, openSocket } from '../support/realtime-client.ts';

/** Two servers on one PostgreSQL: a change made through one reaches a client of the other. */
let ctx: TestContext;
let second: Awaited<ReturnType<typeof buildApp>>;
let secondDb: Database;

beforeAll(async () => {
  ctx = await createTestContext();
  secondDb = openPostgres(ctx.url!, 5);
  second = await buildApp({
    db: secondDb.db,
    dbKind: 'postgres',
    config: ctx.config,
    clock: ctx.clock,
    logger: false,
    listen: secondDb.listen,
  });
  await second.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await second.app.close();
  await secondDb.close();
});

describe('realtime across server processes (LISTEN/NOTIFY)', () => {
  it("an admin's approval through server A reaches the user's socket on server B", async () => {
    const methodId = (await seedPaymentMethod(ctx)).id;
    const admin = await adminClient(ctx);
    const { client } = await registerActiveUser(ctx);
    const deposit = await client.post('/v1/deposits', { paymentMethodId: methodId, amount: 40_00 });
    const address = second.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = openSocket(`http://127.0.0.1:${port}`, ALL_CHANNELS, client.cookie);
    await socket.waitFor(isConnected);
    await admin.post(`/v1/admin/transactions/${deposit.body.$id}/approve`);
    const event = await socket.waitFor(
      (m) => m.type === 'event' && m.data.payload.id === deposit.body.$id,
    );
    expect(event.data.payload.event).toBe('update');
    socket.socket.close();
  });
});
