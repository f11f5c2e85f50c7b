import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, loginAs, registerUser, TestClient } from '../../../test/support/client.ts';
import { dataPath } from '../../../test/support/data-api.ts';
import { outboxTo, secretSentTo } from '../../../test/support/outbox.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { accounts } from '../../db/schema.ts';

/**
 * A stolen session or JWT must not plant a phone number that signs in by SMS or answers SMS
 * two-factor: any change of the number drops its verification and the codes sent to it, the owner
 * changing it proves who they are, only a verified number held by one account signs in, and the
 * owner is told by e-mail.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

let counter = 0;
const newPhone = () => `+1415666${String(1000 + (Date.now() % 8000) + counter++).slice(-4)}`;
const guest = () => new TestClient(ctx.app);

/** A user whose phone number is verified (by the SMS code), and that number. */
async function userWithVerifiedPhone() {
  const phone = newPhone();
  const registered = await registerUser(ctx, { phone });
  await registered.client.post('/v1/account/verifications/phone');
  const code = await secretSentTo(ctx, phone, 'sms-code');
  const verified = await guest().put('/v1/account/verification/phone', {
    userId: registered.account.$id,
    secret: code,
  });
  expect(verified.status).toBe(200);
  return { ...registered, phone };
}

async function phoneState(accountId: string) {
  const [row] = await ctx.database.db
    .select({ verified: accounts.phoneVerified, number: accounts.verifiedPhone })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row!;
}

describe('changing the phone number', () => {
  it('a session alone (no password) cannot change it on the profile form, the account API or the data API', async () => {
    const { client, account, phone } = await userWithVerifiedPhone();
    const thief = newPhone();
    const profile = await client.patch('/v1/account/profile', { phone: thief, country: 'Peru' });
    expect(profile.status).toBe(401);
    expect(profile.body.message).toContain('current password');
    const wrong = await client.patch('/v1/account/profile', {
      phone: thief,
      country: 'Peru',
      password: 'not-the-password',
    });
    expect(wrong.body).toMatchObject({ code: 401, message: 'The password is incorrect' });
    const jwt = (await client.post('/v1/account/jwts')).body.jwt as string;
    const viaJwt = await guest().patch(
      dataPath('documents', 'users', account.$id),
      { data: { phone: thief } },
      { 'x-appwrite-jwt': jwt },
    );
    expect(viaJwt.status).toBe(401);
    expect((await client.get('/v1/account')).body).toMatchObject({
      phone,
      phoneVerification: true,
    });
    // The country alone needs no password.
    expect((await client.patch('/v1/account/profile', { phone, country: 'Peru' })).status).toBe(
      200,
    );
  });

  it('with the password it changes, the number is unverified, old codes stop working and the owner is mailed', async () => {
    const { client, account, input, phone } = await userWithVerifiedPhone();
    // A sign-in code on its way to the old number.
    await guest().post('/v1/account/tokens/phone', { userId: 'unique()', phone });
    const oldCode = await secretSentTo(ctx, phone, 'sms-code');
    const next = newPhone();
    const changed = await client.patch('/v1/account/profile', {
      phone: next,
      country: 'Peru',
      password: input.password,
    });
    expect(changed.status).toBe(200);
    expect(await phoneState(account.$id)).toEqual({ verified: false, number: null });
    expect((await client.get('/v1/account')).body.phoneVerification).toBe(false);
    const signIn = await guest().put('/v1/account/sessions/phone', {
      userId: account.$id,
      secret: oldCode,
    });
    expect(signIn.status).toBe(401);
    const notices = await outboxTo(ctx, input.email, 'security-notice');
    expect(notices.map((n) => (n.data as { event: string }).event)).toContain('phone_changed');
  });

  it('an admin changing it also drops its verification and tells the owner', async () => {
    const { account, input } = await userWithVerifiedPhone();
    const admin = await adminClient(ctx);
    const changed = await admin.patch(`/v1/users/${account.$id}`, {
      phone: newPhone(),
      country: 'Chile',
    });
    expect(changed.status).toBe(200);
    expect((await phoneState(account.$id)).verified).toBe(false);
    expect(await outboxTo(ctx, input.email, 'security-notice')).toHaveLength(1);
  });
});

describe('signing in by SMS', () => {
  it('a number entered on an e-mail account and never verified gets no code and signs nobody in', async () => {
    const phone = newPhone();
    const { account } = await registerUser(ctx, { phone });
    const token = await guest().post('/v1/account/tokens/phone', { userId: 'unique()', phone });
    expect(token.status).toBe(201);
    expect(token.body.userId).not.toBe(account.$id);
    expect(await outboxTo(ctx, phone, 'sms-code')).toEqual([]);
  });

  it('a verified number belongs to one account: a second account cannot verify it, and SMS sign-in reaches its holder', async () => {
    const { account, phone } = await userWithVerifiedPhone();
    const other = await registerUser(ctx, { phone: newPhone() });
    const password = other.input.password as string;
    const moved = await (
      await loginAs(ctx, other.input.email as string, password)
    ).patch('/v1/account/profile', { phone, country: 'Peru', password });
    expect(moved.status).toBe(200);
    await other.client.post('/v1/account/verifications/phone');
    const code = await secretSentTo(ctx, phone, 'sms-code');
    const verify = await guest().put('/v1/account/verification/phone', {
      userId: other.account.$id,
      secret: code,
    });
    expect(verify.status).toBe(409);
    expect((await phoneState(other.account.$id)).verified).toBe(false);

    const token = await guest().post('/v1/account/tokens/phone', { userId: 'unique()', phone });
    const session = await guest().put('/v1/account/sessions/phone', {
      userId: token.body.userId,
      secret: await secretSentTo(ctx, phone, 'sms-code'),
    });
    expect(session.body.userId).toBe(account.$id);
  });
});
