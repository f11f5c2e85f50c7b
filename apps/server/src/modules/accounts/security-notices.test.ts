import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, registerUser, TestClient, uniqueEmail } from '../../../test/support/client.ts';
import { linkSentTo, outboxTo, totpCode } from '../../../test/support/outbox.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';

/**
 * The owner is told by e-mail of every change to how their account signs in (password, e-mail
 * address, second factors) and of a sign-in from a device the account was not used from lately,
 * so a thief's change does not go unnoticed.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const guest = () => new TestClient(ctx.app);
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';

async function noticeEvents(address: string) {
  const mails = await outboxTo(ctx, address, 'security-notice');
  return mails.map((mail) => (mail.data as { event: string }).event);
}

async function signInFrom(email: string, password: string, userAgent: string) {
  const client = guest();
  const response = await client.post(
    '/v1/account/sessions/email',
    { email, password },
    { 'user-agent': userAgent },
  );
  expect(response.status).toBe(201);
  return client;
}

describe('security notices', () => {
  it('a password change, by the form or a recovery link, is mailed to the owner', async () => {
    const { client, input } = await registerUser(ctx);
    expect(await noticeEvents(input.email)).toEqual([]);
    const changed = await client.patch('/v1/account/password', {
      password: 'new-password-1',
      oldPassword: input.password,
    });
    expect(changed.status).toBe(200);
    expect(await noticeEvents(input.email)).toEqual(['password_changed']);
    await guest().post('/v1/account/recovery', {
      email: input.email,
      url: 'http://localhost:3000/reset-password',
    });
    const { userId, secret } = await linkSentTo(ctx, input.email, 'recovery');
    const reset = await guest().put('/v1/account/recovery', {
      userId,
      secret,
      password: 'newer-password-2',
    });
    expect(reset.status).toBe(200);
    expect(await noticeEvents(input.email)).toEqual(['password_changed', 'password_changed']);
  });

  it('an e-mail change is mailed to the old and the new address', async () => {
    const { client, input } = await registerUser(ctx);
    const next = uniqueEmail('moved');
    const changed = await client.patch('/v1/account/email', {
      email: next,
      password: input.password,
    });
    expect(changed.status).toBe(200);
    expect(await noticeEvents(input.email)).toEqual(['email_changed']);
    expect(await noticeEvents(next)).toEqual(['email_changed']);
  });

  it('adding an authenticator, turning MFA on and off and removing the authenticator are each mailed, saying which', async () => {
    const { client, input } = await registerUser(ctx);
    const created = await client.post('/v1/account/mfa/authenticators/totp');
    // Not confirmed yet: nothing changed how the account signs in.
    expect(await noticeEvents(input.email)).toEqual([]);
    await client.put('/v1/account/mfa/authenticators/totp', {
      otp: totpCode(ctx, created.body.secret),
    });
    expect(await noticeEvents(input.email)).toEqual(['authenticator_added']);
    expect((await client.patch('/v1/account/mfa', { mfa: true })).status).toBe(200);
    expect(await noticeEvents(input.email)).toHaveLength(2);
    // Turning it on again changes nothing and tells nobody.
    await client.patch('/v1/account/mfa', { mfa: true });
    expect(await noticeEvents(input.email)).toHaveLength(2);
    ctx.clock.advance(30_000);
    // The confirmation was a recent second factor: the app can be removed and MFA turned off.
    expect((await client.patch('/v1/account/mfa', { mfa: false })).status).toBe(200);
    expect((await client.delete('/v1/account/mfa/authenticators/totp')).status).toBe(204);
    // Newest first.
    expect(await noticeEvents(input.email)).toEqual([
      'authenticator_removed',
      'mfa_turned_off',
      'mfa_turned_on',
      'authenticator_added',
    ]);
  });

  it('a sign-in from a new browser is mailed once, naming the browser; a known one is not', async () => {
    const { input } = await registerUser(ctx);
    // Signing up and in from the same browser tells nothing.
    expect(await noticeEvents(input.email)).toEqual([]);
    await signInFrom(input.email, input.password, FIREFOX);
    const [notice] = await outboxTo(ctx, input.email, 'security-notice');
    expect(notice?.data).toMatchObject({ event: 'new_sign_in' });
    const data = notice!.data as { device: string; at: string };
    expect(data.device).toContain('Firefox 130.0 on Linux');
    expect(data.at).toBe(notice!.createdAt.toISOString());
    await signInFrom(input.email, input.password, FIREFOX);
    await loginAs(ctx, input.email, input.password);
    expect(await noticeEvents(input.email)).toEqual(['new_sign_in']);
  });

  it('a browser last used more than 90 days ago counts as new again', async () => {
    const { input } = await registerUser(ctx);
    await signInFrom(input.email, input.password, FIREFOX);
    ctx.clock.advance(91 * 86_400_000);
    await signInFrom(input.email, input.password, FIREFOX);
    expect(await noticeEvents(input.email)).toEqual(['new_sign_in', 'new_sign_in']);
  });
});
