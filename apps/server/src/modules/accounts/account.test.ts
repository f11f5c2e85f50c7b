import { beforeAll, describe, expect, it } from 'vitest';
import { Query } from '@copyvest/shared';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import {
  loginAs,
  q,
  registerUser,
  registration,
  TestClient,
} from '../../../test/support/client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const USER_MODEL_KEYS = [
  '$id',
  '$createdAt',
  '$updatedAt',
  'name',
  'registration',
  'status',
  'labels',
  'passwordUpdate',
  'email',
  'phone',
  'emailVerification',
  'phoneVerification',
  'mfa',
  'prefs',
  'targets',
  'accessedAt',
].sort();

describe('POST /v1/account (the SDK’s account.create)', () => {
  it('creates an inactive account with its profile, answers Models.User and does not sign in', async () => {
    const client = new TestClient(ctx.app);
    const input = registration({ email: 'Grace.Hopper@Example.test', name: 'Grace Hopper' });
    const response = await client.post('/v1/account', input);
    expect(response.status).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual(USER_MODEL_KEYS);
    expect(response.body).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace.hopper@example.test',
      status: true,
      labels: [],
      emailVerification: false,
      phoneVerification: false,
      mfa: false,
      prefs: {},
      targets: [],
    });
    expect(response.body.$id).toMatch(/^[0-9a-f]{18,}$/);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await client.get('/v1/account')).status).toBe(401);

    const signedIn = await loginAs(ctx, input.email, input.password);
    const session = await signedIn.get('/v1/session');
    expect(session.body.account.$id).toBe(response.body.$id);
    expect(session.body.user).toMatchObject({
      $id: response.body.$id,
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
    expect(session.body.user.referralId).toMatch(/^gracehopper[0-9a-f]{4}$/);
  });

  it('takes a custom userId, and the SDK’s shape without phone, country or name', async () => {
    const client = new TestClient(ctx.app);
    const email = `sdk-${Date.now()}@example.test`;
    const response = await client.post('/v1/account', {
      userId: 'my-custom.id_1',
      email,
      password: 'correct-horse-1',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ $id: 'my-custom.id_1', name: '', email });
    const signedIn = await loginAs(ctx, email, 'correct-horse-1');
    expect((await signedIn.get('/v1/session')).body.user).toMatchObject({ phone: '', country: '' });
    const again = await client.post('/v1/account', {
      userId: 'my-custom.id_1',
      email: `other-${email}`,
      password: 'correct-horse-1',
    });
    expect(again.body).toMatchObject({ code: 409, type: 'user_already_exists' });
  });

  it('answers 409 user_already_exists for a duplicate e-mail, whatever its case', async () => {
    const { input } = await registerUser(ctx);
    const again = await new TestClient(ctx.app).post(
      '/v1/account',
      registration({ email: input.email.toUpperCase() }),
    );
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: 'An account with this email already exists',
      code: 409,
      type: 'user_already_exists',
      version: '1.0.0',
    });
  });

  it('names an absent required argument, as the SDK does', async () => {
    const client = new TestClient(ctx.app);
    for (const field of ['userId', 'email', 'password'] as const) {
      const { [field]: _omit, ...rest } = registration();
      const response = await client.post('/v1/account', rest);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        message: `Missing required parameter: "${field}"`,
        type: 'general_argument_invalid',
      });
    }
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
    [
      { userId: '_leading' },
      'ID must be 1 to 36 letters, digits, periods, hyphens or underscores, and must not start with a special character',
    ],
    [
      { userId: 'x'.repeat(37) },
      'ID must be 1 to 36 letters, digits, periods, hyphens or underscores, and must not start with a special character',
    ],
  ])('refuses %j with a clear message and creates nothing', async (override, message) => {
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

describe('GET /v1/account and /v1/session', () => {
  it('answers 401 general_unauthorized_scope to a guest; /v1/session answers null', async () => {
    const guest = new TestClient(ctx.app);
    const response = await guest.get('/v1/account');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({
      type: 'general_unauthorized_scope',
      message: 'You need to sign in to do that',
    });
    expect((await guest.get('/v1/session')).body).toEqual({ account: null, user: null });
  });

  it('answers the signed-in account as Models.User', async () => {
    const { client, account } = await registerUser(ctx);
    const me = await client.get('/v1/account');
    expect(me.status).toBe(200);
    expect(Object.keys(me.body).sort()).toEqual(USER_MODEL_KEYS);
    expect(me.body.$id).toBe(account.$id);
    expect(Date.parse(me.body.accessedAt)).not.toBeNaN();
  });
});

describe('account updates', () => {
  it('updates the name, on the account and the profile, and logs it', async () => {
    const { client } = await registerUser(ctx);
    const response = await client.patch('/v1/account/name', { name: 'Ada King' });
    expect(response.status).toBe(200);
    expect(response.body.name).toBe('Ada King');
    expect((await client.get('/v1/session')).body.user.name).toBe('Ada King');
    expect((await client.patch('/v1/account/name', {})).body.message).toBe(
      'Missing required parameter: "name"',
    );
    expect((await client.patch('/v1/account/name', { name: ' ' })).status).toBe(400);
  });

  it('changes the password with the old one, ends the other sessions, keeps this one', async () => {
    const { client, input } = await registerUser(ctx);
    const other = await loginAs(ctx, input.email, input.password);
    const wrong = await client.patch('/v1/account/password', {
      password: 'new-password-1',
      oldPassword: 'not-the-password',
    });
    expect(wrong.body).toMatchObject({ code: 401, type: 'user_invalid_credentials' });
    const missingOld = await client.patch('/v1/account/password', { password: 'new-password-1' });
    expect(missingOld.status).toBe(401);
    const short = await client.patch('/v1/account/password', {
      password: 'short',
      oldPassword: input.password,
    });
    expect(short.body.message).toBe('Password must be at least 8 characters');
    const changed = await client.patch('/v1/account/password', {
      password: 'new-password-1',
      oldPassword: input.password,
    });
    expect(changed.status).toBe(200);
    expect(Date.parse(changed.body.passwordUpdate)).toBeGreaterThan(
      Date.parse(changed.body.registration) - 1,
    );
    expect((await client.get('/v1/account')).status).toBe(200);
    expect((await other.get('/v1/account')).status).toBe(401);
    expect((await new TestClient(ctx.app).post('/v1/account/sessions/email', input)).status).toBe(
      401,
    );
    await loginAs(ctx, input.email, 'new-password-1');
  });

  it('changes the e-mail with the password, resetting its verification; a taken one is 409', async () => {
    const { client, input } = await registerUser(ctx);
    const taken = await registerUser(ctx);
    const email = `changed-${Date.now()}@example.test`;
    expect(
      (await client.patch('/v1/account/email', { email, password: 'wrong-password' })).body.type,
    ).toBe('user_invalid_credentials');
    expect(
      (
        await client.patch('/v1/account/email', {
          email: taken.input.email,
          password: input.password,
        })
      ).body,
    ).toMatchObject({ code: 409, type: 'user_email_already_exists' });
    const changed = await client.patch('/v1/account/email', { email, password: input.password });
    expect(changed.body).toMatchObject({ email, emailVerification: false });
    expect((await client.get('/v1/session')).body.user.email).toBe(email);
    await loginAs(ctx, email, input.password);
    expect((await client.patch('/v1/account/email', { email })).body.message).toBe(
      'Missing required parameter: "password"',
    );
  });

  it('changes the phone (E.164) with the password; one phone per account', async () => {
    const { client, input } = await registerUser(ctx);
    const other = await registerUser(ctx);
    const phone = `+1415555${String(Date.now()).slice(-4)}`;
    expect(
      (await client.patch('/v1/account/phone', { phone: '555 123', password: input.password })).body
        .message,
    ).toBe('Enter the phone number in international format, e.g. +14155550123');
    const changed = await client.patch('/v1/account/phone', { phone, password: input.password });
    expect(changed.body).toMatchObject({ phone, phoneVerification: false });
    const duplicate = await other.client.patch('/v1/account/phone', {
      phone,
      password: other.input.password,
    });
    expect(duplicate.body).toMatchObject({ code: 409, type: 'user_phone_already_exists' });
  });

  it('keeps preferences as a JSON object', async () => {
    const { client } = await registerUser(ctx);
    expect((await client.get('/v1/account/prefs')).body).toEqual({});
    const updated = await client.patch('/v1/account/prefs', { prefs: { theme: 'dark', n: 1 } });
    expect(updated.body.prefs).toEqual({ theme: 'dark', n: 1 });
    expect((await client.get('/v1/account/prefs')).body).toEqual({ theme: 'dark', n: 1 });
    expect((await client.patch('/v1/account/prefs', {})).body.message).toBe(
      'Missing required parameter: "prefs"',
    );
    expect((await client.patch('/v1/account/prefs', { prefs: 'dark' })).status).toBe(400);
    const huge = { prefs: { blob: 'x'.repeat(70_000) } };
    expect((await client.patch('/v1/account/prefs', huge)).body.message).toBe(
      'Preferences must be at most 64 KB',
    );
  });

  it('blocks its own account: sessions end, sign-in answers user_blocked', async () => {
    const { client, input } = await registerUser(ctx);
    const other = await loginAs(ctx, input.email, input.password);
    const blocked = await client.patch('/v1/account/status');
    expect(blocked.status).toBe(200);
    expect(blocked.body.status).toBe(false);
    expect((await client.get('/v1/account')).status).toBe(401);
    expect((await other.get('/v1/account')).status).toBe(401);
    const login = await new TestClient(ctx.app).post('/v1/account/sessions/email', {
      email: input.email,
      password: input.password,
    });
    expect(login.body).toMatchObject({ code: 403, type: 'user_blocked' });
    const wrong = await new TestClient(ctx.app).post('/v1/account/sessions/email', {
      email: input.email,
      password: 'wrong-password',
    });
    expect(wrong.body.type).toBe('user_invalid_credentials');
  });
});

describe('GET /v1/account/logs', () => {
  it('lists every security event with IP and the parsed client, newest first, paged', async () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    const client = new TestClient(ctx.app);
    const input = registration();
    await client.post('/v1/account', input, { 'user-agent': chrome });
    await client.post(
      '/v1/account/sessions/email',
      { email: input.email, password: input.password },
      { 'user-agent': chrome },
    );
    await client.patch('/v1/account/name', { name: 'Renamed' });
    await client.patch('/v1/account/password', {
      password: 'new-password-1',
      oldPassword: input.password,
    });
    const logs = await client.get('/v1/account/logs');
    expect(logs.status).toBe(200);
    expect(logs.body.total).toBe(4);
    expect(logs.body.logs.map((log: { event: string }) => log.event)).toEqual([
      'user.update.password',
      'user.update.name',
      'session.create',
      'user.create',
    ]);
    expect(logs.body.logs[3]).toMatchObject({
      userId: expect.any(String),
      userEmail: input.email,
      userName: 'Renamed',
      ip: '127.0.0.1',
      osName: 'Windows',
      osCode: 'WIN',
      clientName: 'Chrome',
      clientCode: 'CH',
      clientType: 'browser',
      deviceName: 'desktop',
    });
    const page = await client.get(`/v1/account/logs${q(Query.limit(1), Query.offset(1))}`);
    expect(page.body.logs.map((log: { event: string }) => log.event)).toEqual(['user.update.name']);
    expect((await client.get(`/v1/account/logs${q('not json')}`)).body.type).toBe(
      'general_query_invalid',
    );
    expect((await new TestClient(ctx.app).get('/v1/account/logs')).status).toBe(401);
  });
});

describe('identities and push targets', () => {
  it('lists no identities until OAuth2; deleting one is 404', async () => {
    const { client } = await registerUser(ctx);
    expect((await client.get('/v1/account/identities')).body).toEqual({ total: 0, identities: [] });
    expect((await client.delete('/v1/account/identities/nope')).body.type).toBe(
      'user_identity_not_found',
    );
  });

  it('creates, updates and deletes a push target; another account cannot touch it', async () => {
    const { client } = await registerUser(ctx);
    const other = await registerUser(ctx);
    const targetId = `t-${Date.now()}`;
    const created = await client.post('/v1/account/targets/push', {
      targetId,
      identifier: 'fcm-token-1',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      $id: targetId,
      providerType: 'push',
      identifier: 'fcm-token-1',
      expired: false,
    });
    expect((await client.get('/v1/account')).body.targets).toHaveLength(1);
    const duplicate = await other.client.post('/v1/account/targets/push', {
      targetId,
      identifier: 'x',
    });
    expect(duplicate.body.type).toBe('user_target_already_exists');
    const url = `/v1/account/targets/${targetId}/push`;
    expect((await other.client.put(url, { identifier: 'stolen' })).status).toBe(404);
    expect((await other.client.delete(url)).status).toBe(404);
    expect((await client.put(url, { identifier: 'fcm-token-2' })).body.identifier).toBe(
      'fcm-token-2',
    );
    expect((await client.delete(url)).status).toBe(204);
    expect((await client.get('/v1/account')).body.targets).toEqual([]);
    expect((await client.post('/v1/account/targets/push', { targetId: 'x' })).body.message).toBe(
      'Missing required parameter: "identifier"',
    );
  });
});
