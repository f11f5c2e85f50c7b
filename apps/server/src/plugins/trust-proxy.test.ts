import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/support/test-app.ts';
import { registerUser, SESSION_COOKIE } from '../../test/support/client.ts';

/** X-Forwarded-For counts only when it comes from a proxy named in TRUST_PROXY. */
function loginVia(
  app: Awaited<ReturnType<typeof createTestContext>>['app'],
  peer: string,
  forwardedFor: string,
  body: { email: string; password: string },
) {
  return app.inject({
    method: 'POST',
    url: '/v1/account/sessions/email',
    payload: body,
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

describe('TRUST_PROXY', () => {
  it('by default (also in production) a spoofed X-Forwarded-For does not escape the per-IP limit', async () => {
    const ctx = await createTestContext({
      NODE_ENV: 'production',
      LOGIN_MAX_PER_IP_PER_MINUTE: '3',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await loginVia(ctx.app, '198.51.100.9', `203.0.113.${i}`, {
        email: `nobody${i}@example.test`,
        password: 'wrong-password',
      });
      statuses.push(r.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('believes X-Forwarded-For from a configured proxy only', async () => {
    const ctx = await createTestContext({ TRUST_PROXY: '10.0.0.0/8' });
    const { input } = await registerUser(ctx);
    const credentials = { email: input.email, password: input.password };
    const sessionIp = async (response: Awaited<ReturnType<typeof loginVia>>) => {
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/v1/account/sessions',
        cookies: { [SESSION_COOKIE]: cookie.value },
      });
      return list.json().sessions[0].ip;
    };
    const viaProxy = await loginVia(ctx.app, '10.1.2.3', '203.0.113.77', credentials);
    expect(viaProxy.statusCode).toBe(201);
    expect(await sessionIp(viaProxy)).toBe('203.0.113.77');
    const direct = await loginVia(ctx.app, '198.51.100.20', '203.0.113.78', credentials);
    expect(direct.statusCode).toBe(201);
    expect(await sessionIp(direct)).toBe('198.51.100.20');
  });
});
