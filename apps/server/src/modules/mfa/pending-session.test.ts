import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { registerUser, SESSION_COOKIE } from '../../../test/support/client.ts';
import { createSession } from '../accounts/index.ts';

let ctx: TestContext;
let accountId: string;
beforeAll(async () => {
  ctx = await createTestContext({ OAUTH_MOCK: 'enabled' });
  const { account } = await registerUser(ctx);
  accountId = account.$id;
  // MFA on, with a second factor the account can use: a password-only session must wait.
  await ctx.database.db
    .update(accounts)
    .set({ mfa: true, emailVerified: true })
    .where(eq(accounts.id, accountId));
});

/** A fresh session that proved the password only. */
async function pendingSessionCookie(): Promise<string> {
  const { token } = await createSession({
    db: ctx.database.db,
    clock: ctx.clock,
    accountId,
    sessionDays: 1,
    origin: {},
    factor: 'password',
  });
  return `${SESSION_COOKIE}=${token}`;
}

async function call(method: string, url: string, cookie?: string) {
  const response = await ctx.app.inject({
    method: method as 'GET',
    url,
    ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
    headers: cookie ? { cookie } : {},
  });
  let type: string | undefined;
  try {
    type = (JSON.parse(response.body) as { type?: string }).type;
  } catch {
    type = undefined;
  }
  return { status: response.statusCode, type };
}

/** The only routes a waiting session may use (each one a reviewed decision). */
const ALLOWED_WHILE_PENDING = [
  'GET /v1/session',
  'POST /v1/account/sessions/email',
  'DELETE /v1/account/sessions/:sessionId',
  'POST /v1/account/sessions/token',
  'PUT /v1/account/sessions/magic-url',
  'PUT /v1/account/sessions/phone',
  'POST /v1/account/sessions/anonymous',
  'GET /v1/account/mfa/factors',
  'POST /v1/account/mfa/challenge',
  'PUT /v1/account/mfa/challenge',
  'POST /v1/account/mfa/challenges',
  'PUT /v1/account/mfa/challenges',
  'GET /v1/account/sessions/oauth2/callback/:provider/:projectId',
].sort();

describe('a session waiting for its second factor (MFA on, password only)', () => {
  it('only the reviewed MFA, sign-in and sign-out routes accept it', () => {
    const allowed = ctx.app.routeList
      .filter((route) => route.allowPendingMfa)
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(allowed).toEqual(ALLOWED_WHILE_PENDING);
  });

  it('every other route of the app answers it as no session at all, or user_more_factors_required where a session is needed', async () => {
    const routes = ctx.app.routeList.filter((route) => !route.allowPendingMfa);
    expect(routes.length).toBeGreaterThan(60);
    const needsSession: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:[^/]+/g, 'x').replace(/\*/g, 'x');
      const name = `${route.method} ${route.url}`;
      const anonymous = await call(route.method, url);
      const pending = await call(route.method, url, await pendingSessionCookie());
      if (anonymous.status === 401 && anonymous.type === 'general_unauthorized_scope') {
        needsSession.push(name);
        expect({ name, ...pending }).toEqual({
          name,
          status: 401,
          type: 'user_more_factors_required',
        });
      } else if (pending.type !== 'user_more_factors_required') {
        // A route open to guests answers the pending session as a guest, or (as Appwrite does
        // for any request carrying such a session) asks for the second factor: never more.
        expect({ name, ...pending }).toEqual({ name, ...anonymous });
      } else {
        expect(pending.status).toBe(401);
      }
    }
    // The signed-in surface is all covered: accounts, money, admin, files.
    for (const sample of [
      'GET /v1/account',
      'POST /v1/account/jwts',
      'GET /v1/dashboard',
      'POST /v1/withdrawals',
      'GET /v1/users',
      'POST /v1/account/mfa/authenticators/:type',
      'PATCH /v1/account/mfa',
    ]) {
      expect(needsSession).toContain(sample);
    }
  });

  it('may read its factors and sign out', async () => {
    const cookie = await pendingSessionCookie();
    expect((await call('GET', '/v1/account/mfa/factors', cookie)).status).toBe(200);
    expect((await call('DELETE', '/v1/account/sessions/current', cookie)).status).toBe(204);
    expect((await call('GET', '/v1/account/mfa/factors', cookie)).type).toBe(
      'general_unauthorized_scope',
    );
  });
});
