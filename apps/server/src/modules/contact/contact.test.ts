import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { TestClient } from '../../../test/support/client.ts';
import { contactMessages } from '../../db/schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ CONTACT_MAX_PER_IP_PER_HOUR: '3' });
});

describe('POST /v1/contact', () => {
  it('stores the message, validates with the spec messages, and rate-limits per IP', async () => {
    const client = new TestClient(ctx.app);
    const ok = await client.post('/v1/contact', {
      fullName: 'Sam Sender',
      email: 'sam@example.test',
      message: 'Hello there',
    });
    expect(ok.status).toBe(201);
    const stored = await ctx.database.db.select().from(contactMessages);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      fullName: 'Sam Sender',
      email: 'sam@example.test',
      message: 'Hello there',
    });
    expect(
      (await client.post('/v1/contact', { fullName: '', email: 'a@b.test', message: 'x' })).body
        .message,
    ).toBe('Full name is required');
    expect(
      (await client.post('/v1/contact', { fullName: 'A', email: 'a@b.test', message: ' ' })).body
        .message,
    ).toBe('Message is required');
    const limited = await client.post('/v1/contact', {
      fullName: 'A',
      email: 'a@b.test',
      message: 'again',
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many requests. Please slow down and try again shortly.');
    expect(await ctx.database.db.select().from(contactMessages)).toHaveLength(1);
  });
});
