import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@copyvest/shared';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { registerUser, TestClient } from '../../../test/support/client.ts';
import { linkSentTo, secretSentTo, totpCode } from '../../../test/support/outbox.ts';

/**
 * Setting up two-factor needs a recent proof of who the user is (a password sign-in or a second
 * factor within MFA_RECENT_MINUTES), never just a session or a JWT: a thief holding an old
 * session must not add their own authenticator, read the recovery codes and turn MFA on.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const guest = () => new TestClient(ctx.app);

/** The enrollment calls a thief would make, each with a fresh client for the JWT variant. */
function enrollmentCalls(client: TestClient, headers?: Record<string, string>) {
  return [
    () => client.post('/v1/account/mfa/authenticators/totp', undefined, headers),
    () => client.post('/v1/account/mfa/recovery-codes', undefined, headers),
    () => client.get('/v1/account/mfa/recovery-codes', headers),
    () => client.patch('/v1/account/mfa', { mfa: true }, headers),
  ];
}

function expectChallengeRequired(response: { status: number; body: any }) {
  expect(response.status).toBe(401);
  expect(response.body).toMatchObject({
    type: 'user_challenge_required',
    message: messages.errors.recentProofRequired,
  });
}

describe('enrolling two-factor', () => {
  it('a session signed in more than MFA_RECENT_MINUTES ago, or its JWT, cannot add an authenticator, recovery codes or turn MFA on', async () => {
    const { client } = await registerUser(ctx);
    ctx.clock.advance(31 * 60_000);
    const jwt = (await client.post('/v1/account/jwts')).body.jwt as string;
    for (const call of enrollmentCalls(client)) expectChallengeRequired(await call());
    for (const call of enrollmentCalls(guest(), { 'x-appwrite-jwt': jwt })) {
      expectChallengeRequired(await call());
    }
    const account = await client.get('/v1/account');
    expect(account.body.mfa).toBe(false);
    expect((await client.get('/v1/account/mfa/factors')).body).toMatchObject({
      totp: false,
      recoveryCode: false,
    });
  });

  it('an authenticator added right after sign-in cannot be confirmed once the session is old', async () => {
    const { client } = await registerUser(ctx);
    const created = await client.post('/v1/account/mfa/authenticators/totp');
    expect(created.status).toBe(200);
    ctx.clock.advance(31 * 60_000);
    const confirmed = await client.put('/v1/account/mfa/authenticators/totp', {
      otp: totpCode(ctx, created.body.secret),
    });
    expectChallengeRequired(confirmed);
  });

  it('an e-mail challenge on the old session makes it recent again', async () => {
    const { client, input } = await registerUser(ctx);
    await client.post('/v1/account/verification', { url: 'http://localhost:3000/verify-email' });
    const { userId, secret } = await linkSentTo(ctx, input.email, 'verification');
    expect((await guest().put('/v1/account/verification', { userId, secret })).status).toBe(200);
    ctx.clock.advance(31 * 60_000);
    expectChallengeRequired(await client.post('/v1/account/mfa/authenticators/totp'));
    const challenge = await client.post('/v1/account/mfa/challenges', { factor: 'email' });
    expect(challenge.status).toBe(201);
    const otp = await secretSentTo(ctx, input.email, 'mfa-code');
    const passed = await client.put('/v1/account/mfa/challenges', {
      challengeId: challenge.body.$id,
      otp,
    });
    expect(passed.status).toBe(200);
    const created = await client.post('/v1/account/mfa/authenticators/totp');
    expect(created.status).toBe(200);
  });

  it('a fresh password sign-in sets it all up, as the web does right after signing in', async () => {
    const { client } = await registerUser(ctx);
    const created = await client.post('/v1/account/mfa/authenticators/totp');
    expect(created.status).toBe(200);
    const confirmed = await client.put('/v1/account/mfa/authenticators/totp', {
      otp: totpCode(ctx, created.body.secret),
    });
    expect(confirmed.status).toBe(200);
    expect((await client.post('/v1/account/mfa/recovery-codes')).status).toBe(201);
    expect((await client.patch('/v1/account/mfa', { mfa: true })).body.mfa).toBe(true);
  });

  it('a password-less account counts its own recent sign-in (the code was the proof)', async () => {
    const email = `codeonly-${Date.now()}@example.test`;
    const browser = guest();
    const token = await browser.post('/v1/account/tokens/email', { userId: 'unique()', email });
    expect(token.status).toBe(201);
    const signedIn = await browser.post('/v1/account/sessions/token', {
      userId: token.body.userId,
      secret: await secretSentTo(ctx, email, 'sign-in-code'),
    });
    expect(signedIn.status).toBe(201);
    expect((await browser.post('/v1/account/mfa/authenticators/totp')).status).toBe(200);
    ctx.clock.advance(31 * 60_000);
    expectChallengeRequired(await browser.post('/v1/account/mfa/authenticators/totp'));
  });
});
