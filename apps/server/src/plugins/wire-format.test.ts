import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/support/test-app.ts';
import {
  q,
  registerActiveUser,
  registration,
  SESSION_COOKIE,
  TestClient,
} from '../../test/support/client.ts';

const ALLOWED = 'https://partner.example';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ CORS_ORIGINS: `${ALLOWED}, https://other.example` });
});

describe('error bodies', () => {
  it('are { message, code, type, version } for every failure, with no internals', async () => {
    const client = new TestClient(ctx.app);
    for (const [url, status, type] of [
      ['/v1/nope', 404, 'general_route_not_found'],
      ['/v1/account', 401, 'general_unauthorized_scope'],
      [
        `/v1/transactions${q('{"method":"limit","values":[0]}')}`,
        401,
        'general_unauthorized_scope',
      ],
    ] as const) {
      const response = await client.get(url);
      expect(response.status, url).toBe(status);
      expect(Object.keys(response.body)).toEqual(['message', 'code', 'type', 'version']);
      expect(response.body).toMatchObject({ code: status, type, version: '1.0.0' });
    }
  });

  it('are the same shape for validation, bad JSON and bad queries', async () => {
    const { client } = await registerActiveUser(ctx);
    const bad = [
      await client.post('/v1/deposits', { amount: 'lots' }),
      await client.request('POST', '/v1/deposits', '{', { 'content-type': 'application/json' }),
      await client.get(`/v1/transactions${q('{"method":"limit","values":[0]}')}`),
      await client.get(
        `/v1/transactions${q('{"method":"equal","attribute":"secret","values":[1]}')}`,
      ),
      await client.get(
        `/v1/transactions${q('{"method":"equal","attribute":"amount","values":["x"]}')}`,
      ),
      await client.get(`/v1/transactions${q('{"method":"orderAsc","attribute":"decidedAt"}')}`),
      await client.get(
        `/v1/transactions${q('{"method":"lessThan","attribute":"$createdAt","values":["99999-01-01"]}')}`,
      ),
    ];
    for (const response of bad) {
      expect(response.status).toBe(400);
      expect(Object.keys(response.body)).toEqual(['message', 'code', 'type', 'version']);
    }
    expect(bad.slice(2).map((response) => response.body.type)).toEqual(
      Array(5).fill('general_query_invalid'),
    );
    expect(bad[3]!.body.message).toBe('Invalid query: attribute not found in schema: secret');
  });
});

describe('X-Appwrite-Project', () => {
  it('passes our project id and refuses any other with project_not_found', async () => {
    const client = new TestClient(ctx.app);
    expect((await client.get('/v1/ping', { 'x-appwrite-project': 'copyvest' })).status).toBe(200);
    const foreign = await client.get('/v1/ping', { 'x-appwrite-project': 'someone-else' });
    expect(foreign.body).toMatchObject({ code: 404, type: 'project_not_found' });
    const signup = await client.post('/v1/account', registration(), {
      'x-appwrite-project': 'someone-else',
    });
    expect(signup.status).toBe(404);
  });
});

describe('CORS and the origin check', () => {
  it('answers an allowed origin’s preflight with credentials, and nothing for others', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/v1/account/sessions/email',
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-appwrite-project,x-sdk-version',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain(
      'X-Appwrite-Project',
    );
    const evil = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/v1/account/sessions/email',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const get = await ctx.app.inject({
      method: 'GET',
      url: '/v1/ping',
      headers: { origin: 'https://evil.example' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets an allowed origin sign up and sign in, with the session in X-Fallback-Cookies too', async () => {
    const input = registration();
    const client = new TestClient(ctx.app);
    expect((await client.post('/v1/account', input, { origin: ALLOWED })).status).toBe(201);
    const login = await client.post(
      '/v1/account/sessions/email',
      { email: input.email, password: input.password },
      { origin: ALLOWED },
    );
    expect(login.status).toBe(201);
    expect(login.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(login.headers['access-control-expose-headers'])).toContain('X-Fallback-Cookies');
    const fallback = JSON.parse(String(login.headers['x-fallback-cookies']));
    expect(fallback[SESSION_COOKIE]).toBe(client.cookie!.slice(SESSION_COOKIE.length + 1));
  });

  it('refuses a state-changing request from any other origin, and changes nothing', async () => {
    const input = registration();
    const client = new TestClient(ctx.app);
    const response = await client.post('/v1/account', input, { origin: 'https://evil.example' });
    expect(response.body).toMatchObject({
      code: 403,
      type: 'general_unknown_origin',
      message: 'Invalid Origin: this request did not come from the app',
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const cross = await client.post('/v1/account', input, { 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
    const login = await client.post('/v1/account/sessions/email', {
      email: input.email,
      password: input.password,
    });
    expect(login.status).toBe(401);
    expect(
      (await client.post('/v1/account', input, { origin: 'http://localhost:3000' })).status,
    ).toBe(201);
  });

  it("accepts the request's own origin", async () => {
    const response = await new TestClient(ctx.app).post('/v1/account', registration(), {
      origin: 'http://copyvest.internal:8080',
      host: 'copyvest.internal:8080',
    });
    expect(response.status).toBe(201);
  });
});
