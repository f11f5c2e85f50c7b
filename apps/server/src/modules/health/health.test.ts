import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe('GET /v1/openapi.json', () => {
  it('documents the routes and says amounts are integer cents', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    const deposit = doc.paths['/v1/deposits'].post.requestBody.content['application/json'].schema;
    expect(deposit.properties.amount).toMatchObject({
      type: 'integer',
      description: expect.stringContaining('integer cents'),
    });
    expect(doc.paths['/v1/account/sessions/email']).toBeDefined();
  });
});

describe('health, ping, countries, headers', () => {
  it('reports database status and answers ping', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().database.status).toBe('ok');
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/ping' })).body).toBe('Pong!');
  });

  it('serves the countries in the public service shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v3.1/all' });
    expect(response.statusCode).toBe(200);
    const countries = response.json() as { name: { common: string } }[];
    expect(countries.length).toBeGreaterThan(200);
    expect(countries.some((c) => c.name.common === 'Germany')).toBe(true);
  });

  it('sends security headers with its JSON 404 for unknown API paths', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
