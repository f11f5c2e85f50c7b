import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@copyvest/shared';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, loginAs, registerUser, TestClient } from '../../../test/support/client.ts';
import { linkSentTo, secretSentTo, totpCode } from '../../../test/support/outbox.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

/** A user with a confirmed authenticator, MFA on and recovery codes; returns what they saved. */
async function userWithTotp() {
  const registered = await registerUser(ctx);
  const { client } = registered;
  const created = await client.post('/v1/account/mfa/authenticators/totp');
  expect(created.status).toBe(200);
  const { secret, uri } = created.body;
  expect(uri).toMatch(/^otpauth:\/\/totp\/CopyVest:/);
  expect(uri).toContain(`secret=${secret}`);
  const confirmed = await client.put('/v1/account/mfa/authenticators/totp', {
    otp: totpCode(ctx, secret),
  });
  expect(confirmed.status).toBe(200);
  const codes = await client.post('/v1/account/mfa/recovery-codes');
  expect(codes.status).toBe(201);
  expect(codes.body.recoveryCodes).toHaveLength(10);
  const on = await client.patch('/v1/account/mfa', { mfa: true });
  expect(on.body.mfa).toBe(true);
  // The next code: the one used to confirm is spent.
  ctx.clock.advance(30_000);
  return { ...registered, secret, recoveryCodes: codes.body.recoveryCodes as string[] };
}

async function passChallenge(client: TestClient, factor: string, otp: string) {
  const challenge = await client.post('/v1/account/mfa/challenges', { factor });
  expect(challenge.status).toBe(201);
  return client.put('/v1/account/mfa/challenges', { challengeId: challenge.body.$id, otp });
}

describe('TOTP two-factor sign-in', () => {
  it('a password session waits for the second factor, then a TOTP code completes it', async () => {
    const { input, secret } = await userWithTotp();
    const browser = await loginAs(ctx, input.email, input.password);
    const refused = await browser.get('/v1/account');
    expect(refused.status).toBe(401);
    expect(refused.body.type).toBe('user_more_factors_required');
    expect((await browser.get('/v1/session')).body).toEqual({
      account: null,
      user: null,
      mfaRequired: true,
    });
    expect((await browser.get('/v1/account/mfa/factors')).body).toEqual({
      totp: true,
      email: false,
      phone: false,
      recoveryCode: true,
      custom: false,
    });
    const passed = await passChallenge(browser, 'totp', totpCode(ctx, secret));
    expect(passed.status).toBe(200);
    expect(passed.body.factors).toEqual(['password', 'totp']);
    expect(passed.body.mfaUpdatedAt).not.toBe('');
    expect((await browser.get('/v1/account')).status).toBe(200);
  });

  it('a TOTP code is not accepted twice', async () => {
    const { input, secret } = await userWithTotp();
    const code = totpCode(ctx, secret);
    const first = await loginAs(ctx, input.email, input.password);
    expect((await passChallenge(first, 'totp', code)).status).toBe(200);
    const second = await loginAs(ctx, input.email, input.password);
    const replay = await passChallenge(second, 'totp', code);
    expect(replay.status).toBe(401);
    expect(replay.body.type).toBe('user_invalid_token');
    ctx.clock.advance(30_000);
    expect((await passChallenge(second, 'totp', totpCode(ctx, secret))).status).toBe(200);
  });

  it('a recovery code works once', async () => {
    const { input, recoveryCodes } = await userWithTotp();
    const first = await loginAs(ctx, input.email, input.password);
    expect(
      (await passChallenge(first, 'recoverycode', recoveryCodes[0]!.toUpperCase())).status,
    ).toBe(200);
    const second = await loginAs(ctx, input.email, input.password);
    expect((await passChallenge(second, 'recoverycode', recoveryCodes[0]!)).status).toBe(401);
    expect((await passChallenge(second, 'recoverycode', recoveryCodes[1]!)).status).toBe(200);
  });

  it('a challenge belongs to its session, and 5 wrong answers end the waiting session', async () => {
    const { input, secret } = await userWithTotp();
    const mine = await loginAs(ctx, input.email, input.password);
    const challenge = await mine.post('/v1/account/mfa/challenges', { factor: 'totp' });
    const other = await loginAs(ctx, input.email, input.password);
    const stolen = await other.put('/v1/account/mfa/challenges', {
      challengeId: challenge.body.$id,
      otp: totpCode(ctx, secret),
    });
    expect(stolen.body.type).toBe('user_invalid_token');
    const wrong = totpCode(ctx, secret) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect((await passChallenge(mine, 'totp', wrong)).body.type).toBe('user_invalid_token');
    }
    expect((await mine.get('/v1/account/mfa/factors')).status).toBe(200);
    expect((await passChallenge(mine, 'totp', wrong)).body.type).toBe('user_invalid_token');
    const gone = await mine.get('/v1/account/mfa/factors');
    expect(gone.body.type).toBe('general_unauthorized_scope');
  });

  it('a verified e-mail is a second factor too: the challenge mails a code', async () => {
    const { client, input } = await userWithTotp();
    await client.post('/v1/account/verification', { url: 'http://localhost:3000/verify-email' });
    const { userId, secret } = await linkSentTo(ctx, input.email, 'verification');
    await new TestClient(ctx.app).put('/v1/account/verification', { userId, secret });
    const browser = await loginAs(ctx, input.email, input.password);
    const challenge = await browser.post('/v1/account/mfa/challenge', { factor: 'email' });
    expect(challenge.status).toBe(201);
    const code = await secretSentTo(ctx, input.email, 'mfa-code');
    const passed = await browser.put('/v1/account/mfa/challenge', {
      challengeId: challenge.body.$id,
      otp: code,
    });
    expect(passed.body.factors).toEqual(['password', 'email']);
  });

  it('an e-mailed sign-in code with MFA on still waits for the authenticator, and the e-mail is not offered again', async () => {
    const { input, secret } = await userWithTotp();
    const browser = new TestClient(ctx.app);
    const token = await browser.post('/v1/account/tokens/email', {
      userId: 'unique()',
      email: input.email,
    });
    await browser.post('/v1/account/sessions/token', {
      userId: token.body.userId,
      secret: await secretSentTo(ctx, input.email, 'sign-in-code'),
    });
    expect((await browser.get('/v1/account')).body.type).toBe('user_more_factors_required');
    // The factor it already proved cannot be its second: not offered, and refused with a reason.
    expect((await browser.get('/v1/account/mfa/factors')).body).toMatchObject({
      totp: true,
      email: false,
    });
    const again = await browser.post('/v1/account/mfa/challenges', { factor: 'email' });
    expect(again.status).toBe(400);
    expect(again.body.type).toBe('user_factor_already_proved');
    expect(again.body.message).toBe(messages.errors.factorAlreadyProved);
    expect((await passChallenge(browser, 'totp', totpCode(ctx, secret))).status).toBe(200);
    expect((await browser.get('/v1/account')).status).toBe(200);
  });
});

describe('managing the second factors', () => {
  it('turning on keeps this session in; other sessions must pass a challenge', async () => {
    const { client, input } = await registerUser(ctx);
    const other = await loginAs(ctx, input.email, input.password);
    const { secret } = (await client.post('/v1/account/mfa/authenticators/totp')).body;
    await client.put('/v1/account/mfa/authenticators/totp', { otp: totpCode(ctx, secret) });
    await client.patch('/v1/account/mfa', { mfa: true });
    expect((await client.get('/v1/account')).status).toBe(200);
    expect((await other.get('/v1/account')).body.type).toBe('user_more_factors_required');
  });

  it('recovery codes are read once; replacing them, removing the app and turning off need a recent challenge', async () => {
    const { client, secret } = await userWithTotp();
    const read = await client.get('/v1/account/mfa/recovery-codes');
    expect(read.status).toBe(409);
    expect(read.body.type).toBe('user_recovery_codes_already_exists');
    expect((await client.post('/v1/account/mfa/recovery-codes')).status).toBe(409);

    // The confirmation of the app counted as a recent proof; 31 minutes later it no longer does.
    ctx.clock.advance(31 * 60_000);
    for (const call of [
      () => client.patch('/v1/account/mfa/recovery-codes'),
      () => client.delete('/v1/account/mfa/authenticators/totp'),
      () => client.patch('/v1/account/mfa', { mfa: false }),
    ]) {
      const refused = await call();
      expect(refused.status).toBe(401);
      expect(refused.body.type).toBe('user_challenge_required');
    }
    expect((await passChallenge(client, 'totp', totpCode(ctx, secret))).status).toBe(200);
    const replaced = await client.patch('/v1/account/mfa/recovery-codes');
    expect(replaced.status).toBe(200);
    expect(replaced.body.recoveryCodes).toHaveLength(10);
    expect((await client.patch('/v1/account/mfa', { mfa: false })).body.mfa).toBe(false);
    expect((await client.delete('/v1/account/mfa/authenticators/totp')).status).toBe(204);
    expect((await client.get('/v1/account/mfa/factors')).body.totp).toBe(false);
    const events = (
      await client.get('/v1/account/logs?queries[0]={"method":"limit","values":[100]}')
    ).body.logs.map((log: any) => log.event);
    expect(events).toEqual(
      expect.arrayContaining([
        'authenticator.create',
        'authenticator.update',
        'authenticator.delete',
        'recovery-codes.create',
        'recovery-codes.update',
        'user.update.mfa.on',
        'user.update.mfa.off',
        'challenge.create',
        'challenge.update',
      ]),
    );
  });

  it('a wrong code does not confirm the app; a confirmed app must be removed before a new one', async () => {
    const { client } = await registerUser(ctx);
    expect(
      (await client.put('/v1/account/mfa/authenticators/totp', { otp: '123456' })).body.type,
    ).toBe('user_authenticator_not_found');
    const { secret } = (await client.post('/v1/account/mfa/authenticators/totp')).body;
    const wrong = totpCode(ctx, secret) === '000000' ? '111111' : '000000';
    expect(
      (await client.put('/v1/account/mfa/authenticators/totp', { otp: wrong })).body.type,
    ).toBe('user_invalid_token');
    await client.put('/v1/account/mfa/authenticators/totp', { otp: totpCode(ctx, secret) });
    expect((await client.post('/v1/account/mfa/authenticators/totp')).body.type).toBe(
      'user_authenticator_already_verified',
    );
    expect((await client.post('/v1/account/mfa/authenticators/sms')).status).toBe(400);
  });
});

describe('admin view and reset', () => {
  it('shows a user’s verification and MFA state and resets their MFA (audited)', async () => {
    const { input, account, recoveryCodes, client: userClient } = await userWithTotp();
    expect(recoveryCodes).toHaveLength(10);
    const admin = await adminClient(ctx);
    const detail = await admin.get(`/v1/users/${account.$id}`);
    expect(detail.body.security).toEqual({
      emailVerification: false,
      phoneVerification: false,
      mfa: true,
      totp: true,
      recoveryCodes: 10,
      guest: false,
      identities: [],
      closed: false,
    });
    const { client } = await registerUser(ctx);
    expect((await client.delete(`/v1/users/${account.$id}/mfa`)).status).toBe(401);
    const reset = await admin.delete(`/v1/users/${account.$id}/mfa`);
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ mfa: false, totp: false, recoveryCodes: 0 });
    // The sessions from before the reset are over: the owner signs in again.
    expect((await userClient.get('/v1/account')).status).toBe(401);
    const audit = await admin.get('/v1/admin/audit');
    expect(JSON.stringify(audit.body)).toContain('user.mfa_reset');
    const browser = await loginAs(ctx, input.email, input.password);
    expect((await browser.get('/v1/account')).status).toBe(200);
    expect((await admin.delete('/v1/users/nobody-here/mfa')).status).toBe(404);
  });

  it('an admin cannot reset their own MFA (they turn it off with their factor)', async () => {
    const admin = await adminClient(ctx);
    const me = (await admin.get('/v1/account')).body.$id as string;
    const own = await admin.delete(`/v1/users/${me}/mfa`);
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({
      type: 'user_self_action',
      message: messages.errors.cannotResetOwnMfa,
    });
    expect((await admin.get('/v1/account')).status).toBe(200);
  });
});
