import { Account, AppwriteException, AuthenticationFactor, AuthenticatorType, ID } from 'appwrite';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSdkHarness, type SdkHarness } from '../../../test/support/sdk-client.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { startHttpReceiver } from '../mail/mail-receivers.test-support.ts';
import { processOutboxOnce } from '../mail/index.ts';

/**
 * The official SDK, unchanged, through every account-security call of decision 021. Mails and text
 * messages really go out: to local receivers standing in for the HTTP e-mail and SMS providers,
 * and the links and codes are read from what they received.
 */
let ctx: TestContext;
let sdk: SdkHarness;
let mailbox: Awaited<ReturnType<typeof startHttpReceiver>>;
let sms: Awaited<ReturnType<typeof startHttpReceiver>>;
const APP = 'http://localhost:3000';

beforeAll(async () => {
  mailbox = await startHttpReceiver();
  sms = await startHttpReceiver();
  ctx = await createTestContext({
    APP_URL: APP,
    OAUTH_MOCK: 'enabled',
    MAIL_TRANSPORT: 'http',
    MAIL_HTTP_URL: mailbox.url,
    MAIL_HTTP_TOKEN: 'mail-token',
    SMS_TRANSPORT: 'http',
    SMS_HTTP_URL: sms.url,
    SMS_HTTP_TOKEN: 'sms-token',
  });
  sdk = await startSdkHarness(ctx);
});
afterAll(async () => {
  sdk.restore();
  await mailbox.close();
  await sms.close();
});

let counter = 0;
const newEmail = () => `sdk-sec-${process.pid}-${Date.now()}-${++counter}@example.test`;
const PASSWORD = 'correct-horse-1';

async function failure(call: () => Promise<unknown>): Promise<AppwriteException> {
  try {
    await call();
  } catch (error) {
    if (error instanceof AppwriteException) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

/** Sends what is queued, and the newest mail to `email` as the provider received it. */
async function lastMailTo(email: string) {
  await processOutboxOnce({ deps: ctx.deps });
  const mail = mailbox.requests
    .filter((r) => r.body.recipients.some((to) => to.email === email))
    .at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail.body;
}

async function linkMailedTo(email: string) {
  const html = (await lastMailTo(email)).message;
  const href = /href="([^"]*secret=[^"]*)"/.exec(html)![1]!.replaceAll('&amp;', '&');
  const link = new URL(href);
  return {
    link,
    userId: link.searchParams.get('userId')!,
    secret: link.searchParams.get('secret')!,
  };
}

async function codeMailedTo(email: string) {
  const text = (await lastMailTo(email)).message;
  return /(\d{6})/.exec(text.replace(/<[^>]+>/g, ' '))![1]!;
}

async function codeTextedTo(phone: string) {
  await processOutboxOnce({ deps: ctx.deps });
  const message = sms.requests
    .filter((r) => (r.body as unknown as { to: string }).to === phone)
    .at(-1);
  expect(message!.headers.authorization).toBe('Bearer sms-token');
  return /(\d{6})/.exec((message!.body as unknown as { message: string }).message)![1]!;
}

async function signedUp(device: string) {
  sdk.useDevice(device);
  const account = new Account(sdk.client());
  const email = newEmail();
  const user = await account.create({
    userId: ID.unique(),
    email,
    password: PASSWORD,
    name: 'Sdk',
  });
  await account.createEmailPasswordSession({ email, password: PASSWORD });
  return { account, email, user };
}

const totp = (secret: string, offsetMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: ctx.clock.now().getTime() + offsetMs,
  });

/** Follows the OAuth2 redirects of this server as a browser would; answers where it lands. */
async function browse(url: string): Promise<URL> {
  let next = url;
  for (let hop = 0; hop < 10; hop++) {
    const target = new URL(next.replace(APP, new URL(sdk.endpoint).origin));
    if (!target.pathname.startsWith('/v1/')) return new URL(next);
    const response = await fetch(target, { redirect: 'manual' });
    next = response.headers.get('location')!;
  }
  throw new Error('too many redirects');
}

describe('the appwrite SDK through account security', () => {
  it('recovers a forgotten password from the mailed link', async () => {
    const { account, email } = await signedUp('recovery');
    sdk.useDevice('forgot');
    const forgot = new Account(sdk.client());
    const token = await forgot.createRecovery({ email, url: `${APP}/reset-password` });
    expect(token).toMatchObject({ secret: '' });
    const { link, userId, secret } = await linkMailedTo(email);
    expect(link.pathname).toBe('/reset-password');
    await forgot.updateRecovery({ userId, secret, password: 'new-pass-word-1' });
    sdk.useDevice('recovery');
    expect((await failure(() => account.get())).code).toBe(401);
    const foreign = await failure(() =>
      forgot.createRecovery({ email, url: 'https://evil.example/reset' }),
    );
    expect(foreign.type).toBe('general_argument_invalid');
    await forgot.createEmailPasswordSession({ email, password: 'new-pass-word-1' });
  });

  it('verifies the e-mail (SDK 27 paths) and the phone', async () => {
    const { account, email, user } = await signedUp('verify');
    await account.createEmailVerification({ url: `${APP}/verify-email` });
    const { userId, secret } = await linkMailedTo(email);
    await account.updateEmailVerification({ userId, secret });
    expect((await account.get()).emailVerification).toBe(true);
    await account.createVerification({ url: `${APP}/verify-email` });
    const again = await linkMailedTo(email);
    await account.updateVerification({ userId: again.userId, secret: again.secret });

    const phone = `+1415556${String(Date.now()).slice(-4)}`;
    await account.updatePhone({ phone, password: PASSWORD });
    await account.createPhoneVerification();
    await account.updatePhoneVerification({ userId: user.$id, secret: await codeTextedTo(phone) });
    expect((await account.get()).phoneVerification).toBe(true);
  });

  it('signs in with an e-mailed code, a magic link, a texted code, and as a guest', async () => {
    const { email, user } = await signedUp('owner');
    sdk.useDevice('code');
    const byCode = new Account(sdk.client());
    const token = await byCode.createEmailToken({ userId: ID.unique(), email, phrase: true });
    expect(token.phrase).not.toBe('');
    const session = await byCode.createSession({
      userId: token.userId,
      secret: await codeMailedTo(email),
    });
    expect(session.userId).toBe(user.$id);
    expect((await byCode.get()).$id).toBe(user.$id);

    sdk.useDevice('magic');
    const byLink = new Account(sdk.client());
    await byLink.createMagicURLToken({ userId: ID.unique(), email, url: `${APP}/magic-link` });
    const { userId, secret } = await linkMailedTo(email);
    expect((await byLink.updateMagicURLSession({ userId, secret })).provider).toBe('magic-url');

    sdk.useDevice('phone');
    const byPhone = new Account(sdk.client());
    const phone = `+1415557${String(Date.now()).slice(-4)}`;
    const phoneToken = await byPhone.createPhoneToken({ userId: ID.unique(), phone });
    const phoneSession = await byPhone.updatePhoneSession({
      userId: phoneToken.userId,
      secret: await codeTextedTo(phone),
    });
    expect(phoneSession.provider).toBe('phone');

    sdk.useDevice('guest');
    const asGuest = new Account(sdk.client());
    expect((await asGuest.createAnonymousSession()).provider).toBe('anonymous');
    expect((await asGuest.get()).email).toBe('');
  });

  it('sets up TOTP, and a new sign-in passes its challenge (SDK 27 `/challenges`)', async () => {
    const { account, email } = await signedUp('mfa');
    const { secret, uri } = await account.createMfaAuthenticator({ type: AuthenticatorType.Totp });
    expect(uri).toContain(secret);
    await account.updateMfaAuthenticator({ type: AuthenticatorType.Totp, otp: totp(secret) });
    const { recoveryCodes } = await account.createMfaRecoveryCodes();
    expect(recoveryCodes).toHaveLength(10);
    expect((await failure(() => account.getMfaRecoveryCodes())).type).toBe(
      'user_recovery_codes_already_exists',
    );
    expect((await account.updateMFA({ mfa: true })).mfa).toBe(true);
    expect(await account.listMfaFactors()).toMatchObject({ totp: true, recoveryCode: true });
    expect((await account.updateMfaRecoveryCodes()).recoveryCodes).toHaveLength(10);

    sdk.useDevice('mfa-laptop');
    const laptop = new Account(sdk.client());
    await laptop.createEmailPasswordSession({ email, password: PASSWORD });
    expect((await failure(() => laptop.get())).type).toBe('user_more_factors_required');
    const challenge = await laptop.createMfaChallenge({ factor: AuthenticationFactor.Totp });
    const session = await laptop.updateMfaChallenge({
      challengeId: challenge.$id,
      otp: totp(secret, 30_000),
    });
    expect(session.factors).toEqual(['password', 'totp']);
    expect((await laptop.get()).email).toBe(email);

    sdk.useDevice('mfa');
    await account.deleteMfaAuthenticator({ type: AuthenticatorType.Totp });
    expect((await account.listMfaFactors()).totp).toBe(false);
  });

  it('signs in with OAuth2 (mock provider), session and token flows, and lists the identity', async () => {
    sdk.useDevice('oauth');
    const account = new Account(sdk.client());
    const url = account.createOAuth2Session({
      provider: 'mock' as never,
      success: `${APP}/dashboard`,
      failure: `${APP}/login`,
      scopes: ['email'],
    }) as unknown as string;
    expect(new URL(url).searchParams.get('project')).toBe('copyvest');
    const landed = await browse(url);
    expect(landed.toString()).toBe(`${APP}/dashboard`);
    expect((await account.get()).email).toBe('mock@example.com');
    const { identities } = await account.listIdentities();
    expect(identities[0]).toMatchObject({ provider: 'mock', providerEmail: 'mock@example.com' });

    sdk.useDevice('oauth-token');
    const other = new Account(sdk.client());
    const tokenUrl = other.createOAuth2Token({
      provider: 'mock' as never,
      success: `${APP}/done`,
    }) as unknown as string;
    const done = await browse(tokenUrl);
    const session = await other.createSession({
      userId: done.searchParams.get('userId')!,
      secret: done.searchParams.get('secret')!,
    });
    expect(session.provider).toBe('mock');
    await other.deleteIdentity({ identityId: identities[0]!.$id });
    expect((await other.listIdentities()).total).toBe(0);
  });
});
