import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import {
  adminClient,
  loginAs,
  registerActiveUser,
  type TestClient,
} from '../../../test/support/client.ts';
import { isConnected, openSocket, type TestSocket } from '../../../test/support/realtime-client.ts';

/**
 * Ending a session closes its sockets at once (an error frame, then 1008), through the
 * database's notice, not at the next periodic re-check; the account's other sessions keep theirs
 * unless the action ends them too.
 */
let ctx: TestContext;
let admin: TestClient;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

async function connect(client: TestClient): Promise<TestSocket> {
  const socket = openSocket(baseUrl, 'project=copyvest&channels[]=account', {
    cookie: client.cookie,
  });
  await socket.waitFor(isConnected);
  return socket;
}

async function expectClosed(socket: TestSocket, message = 'Session ended') {
  expect(await socket.closed).toEqual({ code: 1008, reason: message });
  expect(socket.messages.at(-1)).toEqual({ type: 'error', data: { code: 1008, message } });
}

/** A user signed in twice (two sessions), each with a socket. */
async function twoSessions() {
  const registered = await registerActiveUser(ctx);
  const second = await loginAs(ctx, registered.input.email, registered.input.password);
  return {
    ...registered,
    second,
    first: await connect(registered.client),
    other: await connect(second),
  };
}

describe('sockets end with their session, at once', () => {
  it('logout closes that session’s socket; the other session’s socket stays', async () => {
    const { client, first, other } = await twoSessions();
    await client.delete('/v1/account/sessions/current');
    await expectClosed(first);
    other.send({ type: 'ping' });
    await other.waitFor((m) => m.type === 'pong');
    other.socket.close();
  });

  it('logout everywhere closes every socket of the account', async () => {
    const { client, first, other } = await twoSessions();
    await client.delete('/v1/account/sessions');
    await expectClosed(first);
    await expectClosed(other);
  });

  it('a password change closes the other sessions’ sockets, not the current one', async () => {
    const { client, input, first, other } = await twoSessions();
    const changed = await client.patch('/v1/account/password', {
      password: 'a-new-password-2',
      oldPassword: input.password,
    });
    expect(changed.status).toBe(200);
    await expectClosed(other);
    first.send({ type: 'ping' });
    await first.waitFor((m) => m.type === 'pong');
    first.socket.close();
  });

  it('closing the account closes its sockets', async () => {
    const { client, first, other } = await twoSessions();
    expect((await client.patch('/v1/account/status')).status).toBe(200);
    await expectClosed(first);
    await expectClosed(other);
  });

  it("an admin's deletion closes the user's sockets", async () => {
    const { user, first, other } = await twoSessions();
    expect((await admin.delete(`/v1/users/${user.$id}`)).status).toBe(204);
    await expectClosed(first);
    await expectClosed(other);
  });

  it('deactivation sends the user their own change, then closes their sockets', async () => {
    const { user, first, other } = await twoSessions();
    await admin.post(`/v1/users/${user.$id}/deactivate`);
    await expectClosed(first, 'Account deactivated');
    await expectClosed(other, 'Account deactivated');
    const update = first.messages.find((m) => m.type === 'event');
    expect(update.data.payload).toMatchObject({ $id: user.$id });
  });

  it('a socket signed in with a JWT closes when the JWT’s session ends', async () => {
    const { client } = await registerActiveUser(ctx);
    const jwt = (await client.post('/v1/account/jwts')).body.jwt;
    const socket = openSocket(baseUrl, `project=copyvest&jwt=${encodeURIComponent(jwt)}`);
    await socket.waitFor(isConnected);
    await client.delete('/v1/account/sessions/current');
    await expectClosed(socket);
  });

  it('an expired session is closed by the periodic re-check', async () => {
    const { client } = await registerActiveUser(ctx);
    const socket = await connect(client);
    ctx.clock.advance(31 * 86_400_000);
    await ctx.realtime.revalidate();
    await expectClosed(socket);
    ctx.clock.advance(-31 * 86_400_000);
  });
});

describe('sockets are re-checked by the rule the HTTP requests follow', () => {
  it('a socket opened with a JWT closes when the JWT expires, and gets no event after it', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const jwt = (await client.post('/v1/account/jwts')).body.jwt;
    const socket = openSocket(
      baseUrl,
      `project=copyvest&channels[]=account&jwt=${encodeURIComponent(jwt)}`,
    );
    await socket.waitFor(isConnected);
    ctx.clock.advance(16 * 60_000);
    try {
      // Before any periodic re-check: the account's next event finds the JWT expired.
      await client.patch('/v1/account/name', { name: 'After The JWT' });
      await expectClosed(socket, 'The JWT is invalid or has expired');
      expect(
        socket.messages.some((m) => m.type === 'event' && m.data.payload?.$id === user.$id),
      ).toBe(false);
    } finally {
      ctx.clock.advance(-16 * 60_000);
    }
  });

  it('the periodic re-check closes a socket whose JWT expired', async () => {
    const { client } = await registerActiveUser(ctx);
    const jwt = (await client.post('/v1/account/jwts')).body.jwt;
    const socket = openSocket(baseUrl, `project=copyvest&jwt=${encodeURIComponent(jwt)}`);
    await socket.waitFor(isConnected);
    ctx.clock.advance(16 * 60_000);
    try {
      await ctx.realtime.revalidate();
      await expectClosed(socket, 'The JWT is invalid or has expired');
    } finally {
      ctx.clock.advance(-16 * 60_000);
    }
  });

  it('a session that became MFA-pending (MFA turned on elsewhere) loses its socket', async () => {
    const { user, first } = await twoSessions();
    await ctx.database.db
      .update(accounts)
      .set({ mfa: true, emailVerified: true })
      .where(eq(accounts.id, user.$id));
    await ctx.realtime.revalidate();
    await expectClosed(first, 'More factors are required to complete the sign in process');
  });

  it('a session idle for SESSION_IDLE_DAYS loses its socket', async () => {
    const { client } = await registerActiveUser(ctx);
    const socket = await connect(client);
    const idle = (ctx.config.SESSION_IDLE_DAYS + 1) * 86_400_000;
    ctx.clock.advance(idle);
    try {
      await ctx.realtime.revalidate();
      await expectClosed(socket);
    } finally {
      ctx.clock.advance(-idle);
    }
  });
});
