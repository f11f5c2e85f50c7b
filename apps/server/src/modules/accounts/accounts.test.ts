import { describe, expect, it, beforeAll } from 'vitest';
import { createTestContext, TEST_ADMIN, type TestContext } from '../../../test/support/test-app.ts';
import { TestClient, registerUser, registration, loginAs } from '../../../test/support/client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe('POST /v1/account (register)', () => {
  it('creates an inactive account with its profile and signs the user in', async () => {
    const client = new TestClient(ctx.app);
    const input = registration({ email: 'Grace.Hopper@Example.test', name: 'Grace Hopper' });
    const response = await client.post('/v1/account', input);
    expect(response.status).toBe(201);
    expect(response.body.email).toBe('grace.hopper@example.test');
    expect(response.body.user).toMatchObject({
      name: 'Grace Hopper',
      phone: input.phone,
      country: input.country,
      isActive: false,
      isAdmin: false,
      balance: 0,
      profit: 0,
      bonus: 0,
      avatar: null,
      referrerId: null,
    });
    expect(response.body.user.referralId).toMatch(/^gracehopper[0-9a-f]{4}$/);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
    const me = await client.get('/v1/account');
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(response.body.user.id);
  });

  it('answers 409 with a clear message for a duplicate e-mail, whatever its case', async () => {
    const { input } = await registerUser(ctx);
    const again = await new TestClient(ctx.app).post(
      '/v1/account',
      registration({ email: input.email.toUpperCase() }),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists');
  });

  it('names an absent required argument', async () => {
    const client = new TestClient(ctx.app);
    const { email: _omit, ...rest } = registration();
    const response = await client.post('/v1/account', rest);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Missing required parameter: "email"');
    const empty = await client.request('POST', '/v1/account', undefined, {
      'content-type': 'application/json',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/^Missing required parameter: "/);
  });

  it.each([
    [{ name: '  ' }, 'Full name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Enter a valid email address'],
    [{ phone: '' }, 'Phone number is required'],
    [{ country: '' }, 'Country is required'],
    [{ password: '' }, 'Password is required'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ name: 42 }, 'Full name is required'],
  ])('refuses %j with the spec message and creates nothing', async (override, message) => {
    const input = registration(override);
    const response = await new TestClient(ctx.app).post('/v1/account', input);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    if (typeof input.email === 'string' && input.email.includes('@')) {
      const login = await new TestClient(ctx.app).post('/v1/account/sessions/email', {
        email: input.email,
        password: 'correct-horse-1',
      });
      expect(login.status).toBe(401);
    }
  });

  it('refuses malformed JSON with a 400', async () => {
    const response = await new TestClient(ctx.app).request('POST', '/v1/account', '{"name":', {
      'content-type': 'application/json',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The request body is not valid JSON');
  });
});

describe('POST /v1/account/sessions/email (login)', () => {
  it('signs in with the right password and rotates the session token', async () => {
    const { client, input } = await registerUser(ctx);
    const firstCookie = client.cookie;
    const login = await client.post('/v1/account/sessions/email', {
      email: input.email,
      password: input.password,
    });
    expect(login.status).toBe(201);
    expect(login.body.current).toBe(true);
    expect(client.cookie).not.toBe(firstCookie);
    const old = new TestClient(ctx.app);
    old.cookie = firstCookie;
    expect((await old.get('/v1/account')).status).toBe(401);
    expect((await client.get('/v1/account')).status).toBe(200);
  });

  it('gives one message for a wrong password and for an unknown e-mail', async () => {
    const { input } = await registerUser(ctx);
    const wrong = await new TestClient(ctx.app).post('/v1/account/sessions/email', {
      email: input.email,
      password: 'wrong-password',
    });
    const unknown = await new TestClient(ctx.app).post('/v1/account/sessions/email', {
      email: 'nobody@example.test',
      password: 'wrong-password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
    expect(wrong.body.message).toBe('Invalid email or password. Please check them and try again.');
  });

  it('shows the validation messages of the login form', async () => {
    const client = new TestClient(ctx.app);
    expect(
      (await client.post('/v1/account/sessions/email', { email: '', password: 'x' })).body.message,
    ).toBe('Email is required');
    expect(
      (await client.post('/v1/account/sessions/email', { email: 'a@b.test', password: '' })).body
        .message,
    ).toBe('Password is required');
    expect(
      (await client.post('/v1/account/sessions/email', { email: 'a@b.test', password: 'short' }))
        .body.message,
    ).toBe('Password must be at least 8 characters');
    expect(
      (await client.post('/v1/account/sessions/email', { password: 'long-enough' })).body.message,
    ).toBe('Missing required parameter: "email"');
  });

  it('limits failed attempts per e-mail with a 429, even with the right password afterwards', async () => {
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
    const later = await new TestClient(ctx.app).post('/v1/account/sessions/email', {
      email: input.email,
      password: input.password,
    });
    expect(later.status).toBe(201);
  });
});

describe('login rate limit per IP', () => {
  it('answers 429 with a clear message past the per-IP limit', async () => {
    const limited = await createTestContext({ LOGIN_MAX_PER_IP_PER_MINUTE: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await new TestClient(limited.app).post('/v1/account/sessions/email', {
        email: `someone${i}@example.test`,
        password: 'wrong-password',
      });
      statuses.push(r.status);
      if (r.status === 429)
        expect(r.body.message).toBe(
          'Too many login attempts. Please wait a few minutes and try again.',
        );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('sessions', () => {
  it('GET /v1/session answers 200 with the account, or null when signed out', async () => {
    expect((await new TestClient(ctx.app).get('/v1/session')).body).toEqual({ account: null });
    const { client, user } = await registerUser(ctx);
    const signedIn = await client.get('/v1/session');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.account.user.id).toBe(user.id);
  });

  it('answers 401 when signed out', async () => {
    const response = await new TestClient(ctx.app).get('/v1/account');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('You need to sign in to do that');
  });

  it('lists sessions, deletes the current one, and logs out everywhere', async () => {
    const { client, input } = await registerUser(ctx);
    const second = await loginAs(ctx, input.email, input.password);
    const list = await client.get('/v1/account/sessions');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    const del = await second.delete('/v1/account/sessions/current');
    expect(del.status).toBe(204);
    expect((await second.get('/v1/account')).status).toBe(401);
    expect((await client.get('/v1/account')).status).toBe(200);

    const third = await loginAs(ctx, input.email, input.password);
    const all = await client.delete('/v1/account/sessions');
    expect(all.status).toBe(204);
    expect(String(all.headers['set-cookie'])).toContain('cv_session=;');
    expect((await third.get('/v1/account')).status).toBe(401);
  });

  it("cannot delete another account's session", async () => {
    const a = await registerUser(ctx);
    const b = await registerUser(ctx);
    const bSessions = await b.client.get('/v1/account/sessions');
    const response = await a.client.delete(`/v1/account/sessions/${bSessions.body.sessions[0].id}`);
    expect(response.status).toBe(404);
    expect((await b.client.get('/v1/account')).status).toBe(200);
  });

  it('expires sessions after SESSION_DAYS', async () => {
    const local = await createTestContext({ SESSION_DAYS: '1' });
    const { client } = await registerUser(local);
    local.clock.advance(2 * 86_400_000);
    expect((await client.get('/v1/account')).status).toBe(401);
  });

  it('sets a Secure cookie when the app is served over https', async () => {
    const secure = await createTestContext({ APP_URL: 'https://copyvest.example' });
    const response = await new TestClient(secure.app).post('/v1/account', registration());
    expect(String(response.headers['set-cookie'])).toContain('Secure');
  });
});

describe('origin check', () => {
  it('refuses a state-changing request from another origin and changes nothing', async () => {
    const client = new TestClient(ctx.app);
    const input = registration();
    const response = await client.post('/v1/account', input, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Invalid Origin: this request did not come from the app');
    const cross = await client.post('/v1/account', input, { 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
    const ok = await client.post('/v1/account', input, { origin: 'http://localhost:3000' });
    expect(ok.status).toBe(201);
  });

  it("accepts the request's own origin", async () => {
    const response = await new TestClient(ctx.app).post('/v1/account', registration(), {
      origin: 'http://copyvest.internal:8080',
      host: 'copyvest.internal:8080',
    });
    expect(response.status).toBe(201);
  });
});

describe('GET /v1/users (admin only)', () => {
  it('answers 401 anonymous, 403 to a user, and the list to an admin', async () => {
    const { client } = await registerUser(ctx);
    expect((await new TestClient(ctx.app).get('/v1/users')).status).toBe(401);
    const forbidden = await client.get('/v1/users');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.users).toBeUndefined();
    const admin = await loginAs(ctx, TEST_ADMIN.email, TEST_ADMIN.password);
    const list = await admin.get('/v1/users');
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThan(1);
  });

  it('searches by name, newest first, paginated with a cursor', async () => {
    const local = await createTestContext();
    for (const name of ['Zed Alpha', 'Zed Beta', 'Zed Gamma', 'Other Person']) {
      await registerUser(local, { name });
      local.clock.advance(1000);
    }
    const admin = await loginAs(local, TEST_ADMIN.email, TEST_ADMIN.password);
    const first = await admin.get('/v1/users?search=zed&limit=2');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(3);
    expect(first.body.users.map((u: { name: string }) => u.name)).toEqual([
      'Zed Gamma',
      'Zed Beta',
    ]);
    const second = await admin.get(`/v1/users?search=zed&limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.users.map((u: { name: string }) => u.name)).toEqual(['Zed Alpha']);
    expect(second.body.nextCursor).toBeNull();
    expect((await admin.get('/v1/users?search=%25')).body.total).toBe(0);
    expect((await admin.get('/v1/users?limit=0')).status).toBe(400);
    expect((await admin.get('/v1/users?cursor=garbage')).status).toBe(400);
  });
});

describe('health, ping, countries, headers', () => {
  it('reports database status and answers ping', async () => {
    const client = new TestClient(ctx.app);
    const health = await client.get('/v1/health');
    expect(health.status).toBe(200);
    expect(health.body.database.status).toBe('ok');
    expect((await client.get('/v1/ping')).body).toBe('Pong!');
  });

  it('serves the countries in the public service shape', async () => {
    const response = await new TestClient(ctx.app).get('/v3.1/all');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(200);
    expect(
      response.body.some((c: { name: { common: string } }) => c.name.common === 'Germany'),
    ).toBe(true);
  });

  it('sends security headers and a JSON 404 for unknown API paths', async () => {
    const response = await new TestClient(ctx.app).get('/v1/nope');
    expect(response.status).toBe(404);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
