import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { loginAs, registerUser, TestClient, uniqueEmail } from '../../../test/support/client.ts';
import { linkSentTo, outboxTo } from '../../../test/support/outbox.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ CORS_ORIGINS: 'https://partner.example' });
});

const RESET_PAGE = 'http://localhost:3000/reset-password';
const guest = () => new TestClient(ctx.app);

describe('password recovery', () => {
  it('mails a one-hour link; the link sets the password once and ends every session', async () => {
    const { client, input } = await registerUser(ctx);
    const asked = await guest().post('/v1/account/recovery', {
      email: input.email,
      url: RESET_PAGE,
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ secret: '', phrase: '' });
    const expire = Date.parse(asked.body.expire) - ctx.clock.now().getTime();
    expect(expire).toBeGreaterThan(59 * 60_000);
    expect(expire).toBeLessThanOrEqual(60 * 60_000);

    const { link, userId, secret } = await linkSentTo(ctx, input.email, 'recovery');
    expect(link.origin + link.pathname).toBe(RESET_PAGE);
    expect(userId).toBe(asked.body.userId);
    expect(secret).toMatch(/^[\w-]{43}$/);

    const reset = await guest().put('/v1/account/recovery', {
      userId,
      secret,
      password: 'brand-new-pass-1',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.$id).toBe(asked.body.$id);
    expect((await client.get('/v1/account')).status).toBe(401);
    await expect(loginAs(ctx, input.email, input.password)).rejects.toThrow();
    const signedIn = await loginAs(ctx, input.email, 'brand-new-pass-1');
    expect((await signedIn.get('/v1/account/logs')).body.logs.map((l: any) => l.event)).toEqual(
      expect.arrayContaining(['recovery.create', 'recovery.update']),
    );

    const again = await guest().put('/v1/account/recovery', {
      userId,
      secret,
      password: 'another-pass-22',
    });
    expect(again.status).toBe(401);
    expect(again.body.type).toBe('user_invalid_token');
  });

  it('answers an unknown e-mail exactly like a known one, and mails nobody', async () => {
    const { input } = await registerUser(ctx);
    const unknown = uniqueEmail('nobody');
    const known = await guest().post('/v1/account/recovery', {
      email: input.email,
      url: RESET_PAGE,
    });
    const stranger = await guest().post('/v1/account/recovery', {
      email: unknown,
      url: RESET_PAGE,
    });
    expect(stranger.status).toBe(known.status);
    expect(Object.keys(stranger.body).sort()).toEqual(Object.keys(known.body).sort());
    expect(stranger.body.userId).toMatch(/^[0-9a-f]{15,20}$/);
    expect(known.body.userId).toMatch(/^[0-9a-f]{15,20}$/);
    expect(await outboxTo(ctx, unknown)).toHaveLength(0);
  });

  it('refuses a link to another site, and a missing or malformed URL', async () => {
    const { input } = await registerUser(ctx);
    for (const url of [
      'https://evil.example/reset',
      'javascript:alert(1)',
      'http://user:pw@localhost:3000/x',
    ]) {
      const refused = await guest().post('/v1/account/recovery', { email: input.email, url });
      expect(refused.status, url).toBe(400);
      expect(refused.body.type, url).toBe('general_argument_invalid');
    }
    expect((await guest().post('/v1/account/recovery', { email: input.email })).body.message).toBe(
      'Missing required parameter: "url"',
    );
    const partner = await guest().post('/v1/account/recovery', {
      email: input.email,
      url: 'https://partner.example/reset',
    });
    expect(partner.status).toBe(201);
    expect((await outboxTo(ctx, input.email, 'recovery')).length).toBe(1);
  });

  it('refuses an expired link, a wrong secret and another user id', async () => {
    const { input } = await registerUser(ctx);
    await guest().post('/v1/account/recovery', { email: input.email, url: RESET_PAGE });
    const { userId, secret } = await linkSentTo(ctx, input.email, 'recovery');
    const wrong = await guest().put('/v1/account/recovery', {
      userId,
      secret: `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`,
      password: 'brand-new-pass-1',
    });
    expect(wrong.body.type).toBe('user_invalid_token');
    const otherUser = await guest().put('/v1/account/recovery', {
      userId: 'someone-else',
      secret,
      password: 'brand-new-pass-1',
    });
    expect(otherUser.body.type).toBe('user_invalid_token');
    ctx.clock.advance(61 * 60_000);
    const late = await guest().put('/v1/account/recovery', {
      userId,
      secret,
      password: 'brand-new-pass-1',
    });
    expect(late.status).toBe(401);
    expect(late.body.type).toBe('user_invalid_token');
    await loginAs(ctx, input.email, input.password);
  });

  it('only the newest link works', async () => {
    const { input } = await registerUser(ctx);
    await guest().post('/v1/account/recovery', { email: input.email, url: RESET_PAGE });
    const first = await linkSentTo(ctx, input.email, 'recovery');
    await guest().post('/v1/account/recovery', { email: input.email, url: RESET_PAGE });
    const second = await linkSentTo(ctx, input.email, 'recovery');
    const old = await guest().put('/v1/account/recovery', {
      ...first,
      link: undefined,
      password: 'brand-new-pass-1',
    });
    expect(old.body.type).toBe('user_invalid_token');
    const fresh = await guest().put('/v1/account/recovery', {
      userId: second.userId,
      secret: second.secret,
      password: 'brand-new-pass-1',
    });
    expect(fresh.status).toBe(200);
  });

  it('works while a stranger has the account throttled, and the new password then signs in', async () => {
    const { input } = await registerUser(ctx);
    for (let i = 0; i < ctx.config.LOGIN_MAX_FAILURES_PER_EMAIL; i++) {
      await guest().post('/v1/account/sessions/email', {
        email: input.email,
        password: 'wrong-pass-1',
      });
    }
    const throttled = await guest().post('/v1/account/sessions/email', {
      email: input.email,
      password: input.password,
    });
    expect(throttled.status).toBe(429);
    await guest().post('/v1/account/recovery', { email: input.email, url: RESET_PAGE });
    const { userId, secret } = await linkSentTo(ctx, input.email, 'recovery');
    expect(
      (await guest().put('/v1/account/recovery', { userId, secret, password: 'brand-new-pass-1' }))
        .status,
    ).toBe(200);
    await loginAs(ctx, input.email, 'brand-new-pass-1');
  });

  it("a stranger who spends an address's budget from their IP does not block the owner's recovery from theirs", async () => {
    const { input } = await registerUser(ctx);
    const from = (ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/account/recovery',
        payload: { email: input.email, url: RESET_PAGE },
        remoteAddress: ip,
      });
    const stranger = [];
    for (let i = 0; i <= ctx.config.AUTH_SEND_MAX_PER_ADDRESS_PER_HOUR; i++) {
      stranger.push((await from('198.51.100.7')).statusCode);
    }
    expect(stranger.at(-1)).toBe(429);
    expect((await from('203.0.113.20')).statusCode).toBe(201);
  });

  it('sends at most AUTH_SEND_MAX_PER_ADDRESS_PER_HOUR mails to one address from one IP, known or not', async () => {
    for (const email of [(await registerUser(ctx)).input.email, uniqueEmail('nobody')]) {
      const answers = [];
      for (let i = 0; i <= ctx.config.AUTH_SEND_MAX_PER_ADDRESS_PER_HOUR; i++) {
        answers.push(
          (await guest().post('/v1/account/recovery', { email, url: RESET_PAGE })).status,
        );
      }
      expect(answers.slice(0, -1).every((status) => status === 201)).toBe(true);
      expect(answers.at(-1)).toBe(429);
    }
  });
});

describe('send limit per IP', () => {
  it('refuses the IP past AUTH_SEND_MAX_PER_IP_PER_HOUR, whatever the addresses', async () => {
    // A database of its own: the limits are counted in the database, and this IP has sent before.
    const limited = await createTestContext({ AUTH_SEND_MAX_PER_IP_PER_HOUR: '3' });
    const client = new TestClient(limited.app);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await client.post('/v1/account/recovery', { email: uniqueEmail('ip'), url: RESET_PAGE }))
          .status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
