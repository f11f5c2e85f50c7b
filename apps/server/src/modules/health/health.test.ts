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
