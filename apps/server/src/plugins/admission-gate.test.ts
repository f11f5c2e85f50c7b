import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestContext } from '../../test/support/test-app.ts';
import { registerUser } from '../../test/support/client.ts';

/**
 * Decision 015: past a bounded wait, the API answers 503 with Retry-After at once instead of
 * letting requests pile up; health checks still answer, and the line frees itself afterwards.
 */
describe('admission gate', () => {
  it('answers 503 with Retry-After while the line is full, keeps health checks open, and recovers', async () => {
    const ctx = await createTestContext();
    const { input } = await registerUser(ctx);
    // A login slowed down by the account's failures holds the only place until we let it go.
    let wake = () => {};
    const slept = new Promise<void>((resolve) => (wake = resolve));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      ACCRUAL_MODE: 'manual',
      LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
      LOGIN_SLOWDOWN_AFTER_FAILURES: '1',
      REQUEST_CONCURRENCY: '1',
      REQUEST_QUEUE_TIMEOUT_MS: '1',
      // The test context's keys and DATA_DIR: the default ./data would receive generated keys.
      DATA_DIR: ctx.config.DATA_DIR,
      JWT_SECRET: ctx.config.JWT_SECRET,
      SECRETS_KEY: ctx.config.SECRETS_KEY,
    });
    const { app } = await buildApp({
      db: ctx.database.db,
      settingsDb: ctx.database.apart,
      dbKind: ctx.database.kind,
      config,
      clock: ctx.clock,
      logger: false,
      sleep: () => slept,
    });
    await app.ready();
    try {
      const login = (password: string) =>
        app.inject({
          method: 'POST',
          url: '/v1/account/sessions/email',
          payload: { email: input.email, password },
        });
      expect((await login('wrong-password')).statusCode).toBe(401);
      const holder = login(input.password);
      await new Promise((resolve) => setImmediate(resolve));

      const refused = await app.inject({ method: 'GET', url: '/v1/plans' });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe('The server is busy. Please try again in a moment.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect((await app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);

      wake();
      expect((await holder).statusCode).toBe(201);
      // The place was handed back: one request after another goes through again.
      for (let i = 0; i < 3; i++) {
        expect((await app.inject({ method: 'GET', url: '/v1/plans' })).statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});
