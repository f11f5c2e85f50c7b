import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { registerUser } from '../../../test/support/client.ts';
import { LOGIN_SLOWDOWN_MAX_MS, loginSlowdownMs } from './login-slowdown-ms.ts';

/**
 * Decision 013: login limits are counted in the database (every server process shares
 * them), per (IP, account) for a hard stop, and per account only to slow down — a stranger can
 * never lock the owner out.
 */
const TOO_MANY_LOGINS = 'Too many login attempts. Please wait a few minutes and try again.';

function loginFrom(app: FastifyInstance, ip: string, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/v1/account/sessions/email',
    payload: { email, password },
    remoteAddress: ip,
  });
}

/** A second server process on the same database (same config and clock). */
async function secondProcess(ctx: TestContext) {
  const { app } = await buildApp({
    db: ctx.database.db,
    settingsDb: ctx.database.apart,
    dbKind: ctx.database.kind,
    config: ctx.config,
    clock: ctx.clock,
    logger: false,
    sleep: async (ms) => void ctx.sleeps.push(ms),
  });
  await app.ready();
  return app;
}

let ctx: TestContext;
let other: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_MAX_PER_IP_PER_MINUTE: '10000' });
  other = await secondProcess(ctx);
});
afterAll(async () => {
  await other.close();
});

describe('login limits', () => {
  it("a stranger's wrong passwords stop only the stranger's IP: the owner signs in from another IP", async () => {
    const { input } = await registerUser(ctx);
    for (let i = 0; i < ctx.config.LOGIN_MAX_FAILURES_PER_EMAIL; i++) {
      expect(
        (await loginFrom(ctx.app, '203.0.113.7', input.email, 'wrong-password')).statusCode,
      ).toBe(401);
    }
    const stranger = await loginFrom(ctx.app, '203.0.113.7', input.email, input.password);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toBe(TOO_MANY_LOGINS);

    const owner = await loginFrom(ctx.app, '198.51.100.2', input.email, input.password);
    expect(owner.statusCode).toBe(201);
  });

  it('many strangers on many IPs slow the account down, but the owner still gets in', async () => {
    const { input } = await registerUser(ctx);
    ctx.sleeps.length = 0;
    for (let i = 0; i < 30; i++) {
      const r = await loginFrom(ctx.app, `203.0.113.${i + 10}`, input.email, 'wrong-password');
      expect(r.statusCode).toBe(401);
    }
    const owner = await loginFrom(ctx.app, '198.51.100.3', input.email, input.password);
    expect(owner.statusCode).toBe(201);
    expect(ctx.sleeps.at(-1)).toBe(LOGIN_SLOWDOWN_MAX_MS);
    expect(Math.max(...ctx.sleeps)).toBeLessThanOrEqual(LOGIN_SLOWDOWN_MAX_MS);
  });

  it('counts failures across server processes: a second process does not double the allowance', async () => {
    const { input } = await registerUser(ctx);
    const max = ctx.config.LOGIN_MAX_FAILURES_PER_EMAIL;
    for (let i = 0; i < max; i++) {
      const app = i % 2 === 0 ? ctx.app : other;
      expect((await loginFrom(app, '203.0.113.99', input.email, 'wrong-password')).statusCode).toBe(
        401,
      );
    }
    expect((await loginFrom(other, '203.0.113.99', input.email, input.password)).statusCode).toBe(
      429,
    );
    expect((await loginFrom(ctx.app, '203.0.113.99', input.email, input.password)).statusCode).toBe(
      429,
    );
    ctx.clock.advance(ctx.config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
    expect((await loginFrom(other, '203.0.113.99', input.email, input.password)).statusCode).toBe(
      201,
    );
  });

  it('the slow-down grows with the failures past the threshold and stops at its ceiling', () => {
    expect(loginSlowdownMs(9, 10)).toBe(0);
    expect(loginSlowdownMs(10, 10)).toBe(250);
    expect(loginSlowdownMs(12, 10)).toBe(1000);
    expect(loginSlowdownMs(100, 10)).toBe(LOGIN_SLOWDOWN_MAX_MS);
  });
});

describe('per-IP limits across server processes', () => {
  let limited: TestContext;
  let limitedOther: FastifyInstance;
  beforeAll(async () => {
    limited = await createTestContext({
      LOGIN_MAX_PER_IP_PER_MINUTE: '4',
      CONTACT_MAX_PER_IP_PER_HOUR: '2',
    });
    limitedOther = await secondProcess(limited);
  });
  afterAll(async () => {
    await limitedOther.close();
  });

  it('the per-IP login limit is shared by every process', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? limited.app : limitedOther;
      const r = await loginFrom(app, '192.0.2.50', `nobody${i}@example.test`, 'wrong-password');
      statuses.push(r.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // Another IP is not affected.
    expect(
      (await loginFrom(limitedOther, '192.0.2.51', 'nobody@example.test', 'wrong-password'))
        .statusCode,
    ).toBe(401);
  });

  it('the per-IP contact limit is shared by every process', async () => {
    const send = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/v1/contact',
        payload: { fullName: 'Sam', email: 'sam@example.test', message: 'Hello' },
        remoteAddress: '192.0.2.60',
      });
    expect((await send(limited.app)).statusCode).toBe(201);
    expect((await send(limitedOther)).statusCode).toBe(201);
    const third = await send(limited.app);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });
});
