import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import {
  loginAs,
  registerUser,
  registration,
  SESSION_COOKIE,
  TestClient,
} from '../../../test/support/client.ts';
import { hashSessionToken } from './session-token.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const SESSION_MODEL_KEYS = [
  '$id',
  '$createdAt',
  '$updatedAt',
  'userId',
  'expire',
  'provider',
  'providerUid',
  'providerAccessToken',
  'providerAccessTokenExpiry',
  'providerRefreshToken',
  'ip',
  'osCode',
  'osName',
  'osVersion',
  'clientType',
  'clientCode',
  'clientName',
  'clientVersion',
  'clientEngine',
  'clientEngineVersion',
  'deviceName',
  'deviceBrand',
  'deviceModel',
  'countryCode',
  'countryName',
  'current',
  'factors',
  'secret',
  'mfaUpdatedAt',
].sort();

function tokenOf(client: TestClient): string {
  return client.cookie!.slice(SESSION_COOKIE.length + 1);
}

/** The session's last use is written off the request's path: waits until it is there. */
async function lastUseRecorded(client: TestClient) {
  const now = ctx.clock.now().getTime();
  await vi.waitFor(async () => {
    const [row] = await ctx.database.db
      .select({ accessedAt: sessions.accessedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(tokenOf(client))));
    expect(row!.accessedAt.getTime()).toBeGreaterThanOrEqual(now - 1000);
  });
}

describe('POST /v1/account/sessions/email', () => {
  it('answers Models.Session with the a_session_<project> cookie (HttpOnly, Lax) and no secret', async () => {
    const { input } = await registerUser(ctx);
    const client = new TestClient(ctx.app);
    const login = await client.post('/v1/account/sessions/email', {
      email: input.email,
      password: input.password,
    });
    expect(login.status).toBe(201);
    expect(Object.keys(login.body).sort()).toEqual(SESSION_MODEL_KEYS);
    expect(login.body).toMatchObject({
      current: true,
      provider: 'email',
      providerUid: input.email,
      factors: ['password'],
      secret: '',
    });
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toContain(`${SESSION_COOKIE}=`);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
    expect(login.headers['x-fallback-cookies']).toBeUndefined();
  });

  it('rotates the session token when the browser was already signed in', async () => {
    const { client, input } = await registerUser(ctx);
    const firstCookie = client.cookie;
    const login = await client.post('/v1/account/sessions/email', {
      email: input.email,
      password: input.password,
    });
    expect(login.status).toBe(201);
    expect(client.cookie).not.toBe(firstCookie);
    const old = new TestClient(ctx.app);
    old.cookie = firstCookie;
    expect((await old.get('/v1/account')).status).toBe(401);
    expect((await client.get('/v1/account')).status).toBe(200);
  });

  it('gives one answer for a wrong password and for an unknown e-mail', async () => {
    const { input } = await registerUser(ctx);
    const wrong = await new TestClient(ctx.app).post('/v1/account/sessions/email', {
      email: input.email,
      password: 'wrong-password',
    });
    const unknown = await new TestClient(ctx.app).post('/v1/account/sessions/email', {
      email: 'nobody@example.test',
      password: 'wrong-password',
    });
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({
      message: 'Invalid email or password. Please check them and try again.',
      code: 401,
      type: 'user_invalid_credentials',
      version: '1.0.0',
    });
  });

  it('shows the validation messages of the login form', async () => {
    const client = new TestClient(ctx.app);
    const message = async (body: object) =>
      (await client.post('/v1/account/sessions/email', body)).body.message;
    expect(await message({ email: '', password: 'x' })).toBe('Email is required');
    expect(await message({ email: 'a@b.test', password: '' })).toBe('Password is required');
    expect(await message({ email: 'a@b.test', password: 'short' })).toBe(
      'Password must be at least 8 characters',
    );
    expect(await message({ password: 'long-enough' })).toBe('Missing required parameter: "email"');
  });

  it('limits failed attempts per e-mail with a 429, and lets the owner in after the window', async () => {
    const { input } = await registerUser(ctx);
    for (let i = 0; i < ctx.config.LOGIN_MAX_FAILURES_PER_EMAIL; i++) {
      const r = await new TestClient(ctx.app).post('/v1/account/sessions/email', {
        email: input.email,
        password: 'wrong-password',
      });
      expect(r.status).toBe(401);
    }
    const blocked = await new TestClient(ctx.app).post('/v1/account/sessions/email', {
      email: input.email,
      password: input.password,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(
      'Too many login attempts. Please wait a few minutes and try again.',
    );
    ctx.clock.advance(16 * 60_000);
    await loginAs(ctx, input.email, input.password);
  });

  it('answers 429 past the per-IP limit', async () => {
    const limited = await createTestContext({ LOGIN_MAX_PER_IP_PER_MINUTE: '3' }, ctx);
    // Limits are counted in the shared database: start past the minute of this file's logins.
    limited.clock.advance(ctx.clock.now().getTime() - limited.clock.now().getTime() + 120_000);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await new TestClient(limited.app).post('/v1/account/sessions/email', {
        email: `someone${i}@example.test`,
        password: 'wrong-password',
      });
      statuses.push(r.status);
      if (r.status === 429) {
        expect(r.body).toMatchObject({
          type: 'general_rate_limit_exceeded',
          message: 'Too many login attempts. Please wait a few minutes and try again.',
        });
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('sessions of the account', () => {
  it('lists sessions (this one current), reads one, and deletes the current one', async () => {
    const { client, input } = await registerUser(ctx);
    const second = await loginAs(ctx, input.email, input.password);
    const list = await client.get('/v1/account/sessions');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    const current = list.body.sessions.filter((s: { current: boolean }) => s.current);
    expect(current).toHaveLength(1);
    expect((await client.get('/v1/account/sessions/current')).body.$id).toBe(current[0].$id);
    const other = list.body.sessions.find((s: { current: boolean }) => !s.current);
    expect((await client.get(`/v1/account/sessions/${other.$id}`)).body).toMatchObject({
      $id: other.$id,
      current: false,
    });
    const del = await second.delete('/v1/account/sessions/current');
    expect(del.status).toBe(204);
    expect(String(del.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=;`);
    expect((await second.get('/v1/account')).status).toBe(401);
    expect((await client.get('/v1/account')).status).toBe(200);
  });

  it('signs another device out by id, and everywhere at once', async () => {
    const { client, input } = await registerUser(ctx);
    const phone = await loginAs(ctx, input.email, input.password);
    const phoneSession = (await phone.get('/v1/account/sessions/current')).body.$id;
    expect((await client.delete(`/v1/account/sessions/${phoneSession}`)).status).toBe(204);
    expect((await phone.get('/v1/account')).status).toBe(401);
    expect((await client.get('/v1/account')).status).toBe(200);
    const third = await loginAs(ctx, input.email, input.password);
    const all = await client.delete('/v1/account/sessions');
    expect(all.status).toBe(204);
    expect((await third.get('/v1/account')).status).toBe(401);
    expect((await client.get('/v1/account')).status).toBe(401);
  });

  it("cannot read, extend or delete another account's session", async () => {
    const a = await registerUser(ctx);
    const b = await registerUser(ctx);
    const bSession = (await b.client.get('/v1/account/sessions')).body.sessions[0].$id;
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await a.client.request(method, `/v1/account/sessions/${bSession}`);
      expect(response.body, method).toMatchObject({ code: 404, type: 'user_session_not_found' });
    }
    expect((await b.client.get('/v1/account')).status).toBe(200);
  });

  it('extends a session (PATCH) and expires sessions after SESSION_DAYS', async () => {
    const { client } = await registerUser(ctx);
    const before = (await client.get('/v1/account/sessions/current')).body.expire;
    ctx.clock.advance(10 * 86_400_000);
    const extended = await client.patch('/v1/account/sessions/current');
    expect(extended.status).toBe(200);
    expect(Date.parse(extended.body.expire)).toBeGreaterThan(Date.parse(before));
    ctx.clock.advance(ctx.config.SESSION_DAYS * 86_400_000 + 1000);
    expect((await client.get('/v1/account')).status).toBe(401);
  });

  it('ends a session unused for SESSION_IDLE_DAYS; a use resets that clock', async () => {
    const { client } = await registerUser(ctx);
    const idle = ctx.config.SESSION_IDLE_DAYS;
    ctx.clock.advance((idle - 1) * 86_400_000);
    expect((await client.get('/v1/account')).status).toBe(200);
    await lastUseRecorded(client);
    ctx.clock.advance((idle - 1) * 86_400_000);
    expect((await client.get('/v1/account')).status).toBe(200);
    await lastUseRecorded(client);
    ctx.clock.advance(idle * 86_400_000 + 1000);
    expect((await client.get('/v1/account')).status).toBe(401);
    expect((await client.patch('/v1/account/sessions/current')).status).toBe(401);
  });

  it('ends a session SESSION_MAX_DAYS after its creation, however often it is used and extended', async () => {
    const { client } = await registerUser(ctx);
    const created = Date.parse((await client.get('/v1/account/sessions/current')).body.$createdAt);
    const limit = created + ctx.config.SESSION_MAX_DAYS * 86_400_000;
    const step = 10 * 86_400_000;
    while (ctx.clock.now().getTime() + step < limit) {
      ctx.clock.advance(step);
      const extended = await client.patch('/v1/account/sessions/current');
      expect(extended.status).toBe(200);
      // Extended up to the absolute limit, never past it.
      expect(Date.parse(extended.body.expire)).toBeLessThanOrEqual(limit);
      await lastUseRecorded(client);
    }
    ctx.clock.advance(limit - ctx.clock.now().getTime() + 1000);
    expect((await client.get('/v1/account')).status).toBe(401);
  });

  it('sets a Secure cookie when the app is served over https', async () => {
    const secure = await createTestContext({ APP_URL: 'https://copyvest.example' }, ctx);
    const input = registration();
    await new TestClient(secure.app).post('/v1/account', input);
    const response = await new TestClient(secure.app).post('/v1/account/sessions/email', {
      email: input.email,
      password: input.password,
    });
    expect(String(response.headers['set-cookie'])).toContain('Secure');
  });
});

describe('credentials the SDK sends', () => {
  it('accepts the session secret in X-Appwrite-Session and in X-Fallback-Cookies', async () => {
    const { client } = await registerUser(ctx);
    const token = tokenOf(client);
    const header = await new TestClient(ctx.app).get('/v1/account', {
      'x-appwrite-session': token,
    });
    expect(header.status).toBe(200);
    const fallback = await new TestClient(ctx.app).get('/v1/account', {
      'x-fallback-cookies': JSON.stringify({ [SESSION_COOKIE]: token }),
    });
    expect(fallback.status).toBe(200);
    const garbage = await new TestClient(ctx.app).get('/v1/account', {
      'x-fallback-cookies': '{not json',
    });
    expect(garbage.status).toBe(401);
  });

  it('creates a 15-minute JWT that authenticates as the user until it expires or the session ends', async () => {
    const { client, account } = await registerUser(ctx);
    const created = await client.post('/v1/account/jwts');
    expect(created.status).toBe(201);
    expect(Object.keys(created.body)).toEqual(['jwt']);
    const jwt = { 'x-appwrite-jwt': created.body.jwt };
    const me = await new TestClient(ctx.app).get('/v1/account', jwt);
    expect(me.body.$id).toBe(account.$id);
    const tampered = { 'x-appwrite-jwt': `${created.body.jwt.slice(0, -2)}xx` };
    expect((await new TestClient(ctx.app).get('/v1/account', tampered)).body).toMatchObject({
      code: 401,
      type: 'user_jwt_invalid',
    });
    ctx.clock.advance(16 * 60_000);
    expect((await new TestClient(ctx.app).get('/v1/account', jwt)).body.type).toBe(
      'user_jwt_invalid',
    );

    const fresh = (await client.post('/v1/account/jwts')).body.jwt;
    await client.delete('/v1/account/sessions/current');
    expect(
      (await new TestClient(ctx.app).get('/v1/account', { 'x-appwrite-jwt': fresh })).body.type,
    ).toBe('user_jwt_invalid');
    expect((await new TestClient(ctx.app).post('/v1/account/jwts')).status).toBe(401);
  });

  it("signing in on a client that carries another session's JWT keeps the session the JWT came from", async () => {
    const first = await registerUser(ctx);
    const second = await registerUser(ctx);
    const jwt = { 'x-appwrite-jwt': (await first.client.post('/v1/account/jwts')).body.jwt };
    const other = new TestClient(ctx.app);
    const signedIn = await other.post(
      '/v1/account/sessions/email',
      { email: second.input.email, password: second.input.password },
      jwt,
    );
    expect(signedIn.status).toBe(201);
    expect((await first.client.get('/v1/account')).status).toBe(200);
    expect((await other.get('/v1/account')).body.$id).toBe(second.account.$id);
  });
});
