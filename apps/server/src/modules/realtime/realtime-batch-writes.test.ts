import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { registerActiveUser } from '../../../test/support/client.ts';
import { seedPaymentMethod } from '../../../test/support/seed.ts';
import {
  channel,
  eventFor,
  isConnected,
  openSocket,
} from '../../../test/support/realtime-client.ts';
import { type RealtimeConnection, transportOf } from './realtime-connection.ts';

let ctx: TestContext;
let baseUrl: string;
let methodId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  methodId = (await seedPaymentMethod(ctx)).id;
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

describe('writes per socket', () => {
  it('the events one batch of changes brings a socket leave in one write, not one write each', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const socket = openSocket(baseUrl, 'project=copyvest', { cookie: client.cookie });
    await socket.waitFor(isConnected);
    await socket.subscribe([channel.documents('transactions')], 'mine');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await client.post('/v1/deposits', {
        paymentMethodId: methodId,
        amount: 1_00,
      });
      expect(created.status).toBe(201);
      await socket.waitFor(eventFor(created.body.$id));
      ids.push(created.body.$id);
    }

    // The server's side of this socket, and every write its TCP socket makes from now on.
    const hub = ctx.realtime as unknown as { connections: Set<RealtimeConnection> };
    const connection = [...hub.connections].find(
      (c) => c.viewer.kind === 'user' && c.viewer.userId === user.$id,
    )!;
    const transport = transportOf(connection) as unknown as {
      _write: (...args: unknown[]) => void;
      _writev: (...args: unknown[]) => void;
    };
    let writes = 0;
    for (const method of ['_write', '_writev'] as const) {
      const original = transport[method].bind(transport);
      transport[method] = (...args: unknown[]) => {
        writes++;
        original(...args);
      };
    }
    const seen = socket.messages.length;
    // Three changes announced at once, as one NOTIFY burst arrives: the first starts a batch on
    // its own, the other two wait for it and are published together.
    for (const id of ids) {
      ctx.realtime.dispatch(JSON.stringify({ c: 'transactions', e: 'update', id, u: user.$id }));
    }
    for (const id of ids) {
      await socket.waitFor((m) => eventFor(id)(m) && socket.messages.indexOf(m) >= seen);
    }

    expect(socket.messages.slice(seen).filter((m) => m.type === 'event')).toHaveLength(3);
    expect(writes).toBe(2);
    socket.socket.close();
  });
});
