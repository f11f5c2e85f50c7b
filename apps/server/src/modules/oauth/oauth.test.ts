import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, identities } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { registerUser, SESSION_COOKIE, TestClient } from '../../../test/support/client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    OAUTH_MOCK: 'enabled',
    APP_URL: 'http://localhost:3000',
    CORS_ORIGINS: 'https://partner.example',
  });
});

const STATE_COOKIE = 'a_oauth2_state';

/** A browser that follows the OAuth2 redirects on this server and keeps its cookies. */
class Browser {
  cookies = new Map<string, string>();
  async get(url: string) {
    const target = new URL(url, 'http://localhost:3000');
    const response = await ctx.app.inject({
      method: 'GET',
      url: target.pathname + target.search,
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const cookie of response.cookies) {
      if (cookie.value) this.cookies.set(cookie.name, cookie.value);
      else this.cookies.delete(cookie.name);
    }
    return {
      status: response.statusCode,
      location: String(response.headers.location ?? ''),
      body: response.body,
    };
  }
  /** Follows redirects while they stay on this server; answers the first one that leaves it. */
  async follow(url: string) {
    let response = await this.get(url);
    while (response.status >= 300 && response.status < 400) {
      const next = new URL(response.location, 'http://localhost:3000');
      if (!next.pathname.startsWith('/v1/')) return { ...response, landed: next };
      response = await this.get(next.toString());
    }
    return { ...response, landed: undefined };
  }
  client() {
    const client = new TestClient(ctx.app);
    const session = this.cookies.get(SESSION_COOKIE);
    client.cookie = session ? `${SESSION_COOKIE}=${session}` : undefined;
    return client;
  }
}

describe('OAuth2 sign-in with the mock provider', () => {
  it('lists the configured providers only', async () => {
    const list = await new TestClient(ctx.app).get('/v1/account/oauth2/providers');
    expect(list.body).toEqual({ providers: ['mock'] });
    const plain = await createTestContext({}, ctx);
    expect((await new TestClient(plain.app).get('/v1/account/oauth2/providers')).body).toEqual({
      providers: [],
    });
    expect((await new TestClient(plain.app).get('/v1/account/sessions/oauth2/mock')).status).toBe(
      412,
    );
  });

  it('signs in as Mock User through state and PKCE, lands on the success URL, and keeps the identity', async () => {
    const browser = new Browser();
    const start = await browser.get(
      '/v1/account/sessions/oauth2/mock?success=http://localhost:3000/dashboard&failure=http://localhost:3000/login&project=copyvest',
    );
    expect(start.status).toBe(302);
    const authorize = new URL(start.location);
    expect(authorize.pathname).toBe('/v1/account/oauth2/mock/authorize');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBe(browser.cookies.get(STATE_COOKIE));
    const done = await browser.follow(start.location);
    expect(done.landed?.toString()).toBe('http://localhost:3000/dashboard');
    const client = browser.client();
    const account = await client.get('/v1/account');
    expect(account.body).toMatchObject({
      email: 'mock@example.com',
      name: 'Mock User',
      emailVerification: true,
    });
    const sessions = await client.get('/v1/account/sessions');
    expect(sessions.body.sessions[0]).toMatchObject({ provider: 'mock', providerUid: 'mock-user' });
    const identities = await client.get('/v1/account/identities');
    expect(identities.body).toMatchObject({
      total: 1,
      identities: [
        { provider: 'mock', providerUid: 'mock-user', providerEmail: 'mock@example.com' },
      ],
    });

    // The second sign-in finds the same account through the identity.
    const again = new Browser();
    await again.follow('/v1/account/sessions/oauth2/mock');
    expect((await again.client().get('/v1/account')).body.$id).toBe(account.body.$id);
  });

  it('token mode hands a one-time token to the success URL that the SDK turns into a session', async () => {
    const browser = new Browser();
    const done = await browser.follow(
      '/v1/account/tokens/oauth2/mock?success=https://partner.example/done',
    );
    expect(done.landed?.origin).toBe('https://partner.example');
    const userId = done.landed!.searchParams.get('userId')!;
    const secret = done.landed!.searchParams.get('secret')!;
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    const app = new TestClient(ctx.app);
    const session = await app.post('/v1/account/sessions/token', { userId, secret });
    expect(session.status).toBe(201);
    expect(session.body.provider).toBe('mock');
    expect((await app.post('/v1/account/sessions/token', { userId, secret })).status).toBe(401);
  });

  it('refuses success and failure URLs off the allowed origins, and unknown providers', async () => {
    const browser = new Browser();
    for (const query of ['success=https://evil.example/x', 'failure=https://evil.example/x']) {
      const refused = await browser.get(`/v1/account/sessions/oauth2/mock?${query}`);
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.body).type).toBe('general_argument_invalid');
    }
    const unknown = await browser.get('/v1/account/sessions/oauth2/myspace');
    expect(JSON.parse(unknown.body).type).toBe('project_provider_unsupported');
    const disabled = await browser.get('/v1/account/sessions/oauth2/google');
    expect(disabled.status).toBe(412);
    expect(JSON.parse(disabled.body).type).toBe('project_provider_disabled');
  });

  it('a callback from another browser (no state cookie), a replayed or forged state go to the failure URL', async () => {
    const browser = new Browser();
    const start = await browser.get(
      '/v1/account/sessions/oauth2/mock?failure=http://localhost:3000/login',
    );
    const consent = await browser.get(start.location);
    const callback = consent.location;

    const stranger = new Browser();
    const forged = await stranger.get(callback);
    expect(forged.status).toBe(302);
    const failed = new URL(forged.location);
    expect(failed.pathname).toBe('/login');
    expect(JSON.parse(failed.searchParams.get('error')!)).toMatchObject({
      type: 'user_oauth2_bad_request',
      code: 400,
    });
    expect(stranger.cookies.has(SESSION_COOKIE)).toBe(false);
    // The state was spent by that attempt: the real browser cannot use it either.
    const late = await browser.get(callback);
    expect(new URL(late.location).searchParams.get('error')).toContain('user_oauth2_bad_request');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);

    const unknownState = await browser.get(
      '/v1/account/sessions/oauth2/callback/mock/copyvest?code=x&state=never-issued',
    );
    expect(new URL(unknownState.location).pathname).toBe('/login');
  });

  it('the user refusing consent goes to the failure URL', async () => {
    const browser = new Browser();
    const start = await browser.get('/v1/account/sessions/oauth2/mock');
    const state = new URL(start.location).searchParams.get('state');
    const denied = await browser.get(
      `/v1/account/sessions/oauth2/callback/mock/copyvest?error=access_denied&state=${state}`,
    );
    expect(JSON.parse(new URL(denied.location).searchParams.get('error')!).type).toBe(
      'user_oauth2_unauthorized',
    );
  });

  it('joins an existing account with the same (verified) e-mail, and still asks for its second factor', async () => {
    const shared = await createTestContext({ OAUTH_MOCK: 'enabled' });
    const { account } = await registerUser(shared, { email: 'mock@example.com' });
    await shared.database.db
      .update(accounts)
      .set({ mfa: true, emailVerified: true })
      .where(eq(accounts.id, account.$id));
    const response = await shared.app.inject({
      method: 'GET',
      url: '/v1/account/sessions/oauth2/mock',
    });
    const state = response.cookies.find((c) => c.name === STATE_COOKIE)!.value;
    const consent = await shared.app.inject({
      method: 'GET',
      url:
        new URL(response.headers.location as string).pathname +
        new URL(response.headers.location as string).search,
    });
    const back = new URL(consent.headers.location as string);
    const callback = await shared.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      headers: { cookie: `${STATE_COOKIE}=${state}` },
    });
    const session = callback.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    const me = await shared.app.inject({
      method: 'GET',
      url: '/v1/account',
      headers: { cookie: `${SESSION_COOKIE}=${session}` },
    });
    expect(JSON.parse(me.body).type).toBe('user_more_factors_required');
    const [owner] = await shared.database.db
      .select({ id: identities.accountId })
      .from(identities)
      .where(eq(identities.providerUid, 'mock-user'));
    expect(owner!.id).toBe(account.$id);
  });

  it('the Apple-style form POST callback is sent on as a GET with the same answer', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/account/sessions/oauth2/callback/mock/copyvest',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://appleid.apple.com',
      },
      payload: 'code=abc&state=xyz',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      'http://localhost:3000/v1/account/sessions/oauth2/callback/mock/copyvest?state=xyz&code=abc',
    );
  });

  it('an identity can be removed', async () => {
    const browser = new Browser();
    await browser.follow('/v1/account/sessions/oauth2/mock');
    const client = browser.client();
    const [identity] = (await client.get('/v1/account/identities')).body.identities;
    expect((await client.delete(`/v1/account/identities/${identity.$id}`)).status).toBe(204);
    expect((await client.get('/v1/account/identities')).body.total).toBe(0);
    expect((await client.delete(`/v1/account/identities/${identity.$id}`)).body.type).toBe(
      'user_identity_not_found',
    );
  });
});
