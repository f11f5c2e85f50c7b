import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import {
  adminClient,
  q,
  registerUser,
  TestClient,
  uniqueEmail,
} from '../../../test/support/client.ts';
import { linkSentTo, outboxTo, secretSentTo } from '../../../test/support/outbox.ts';
import { Query } from '@copyvest/shared';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
const guest = () => new TestClient(ctx.app);

describe('e-mail sign-in code', () => {
  it('mails a 6-digit code (15 minutes) that signs in once and verifies the address', async () => {
    const { input, account } = await registerUser(ctx);
    const browser = guest();
    const token = await browser.post('/v1/account/tokens/email', {
      userId: 'unique()',
      email: input.email,
      phrase: true,
    });
    expect(token.status).toBe(201);
    expect(token.body.secret).toBe('');
    expect(token.body.phrase).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    const code = await secretSentTo(ctx, input.email, 'sign-in-code');
    expect(code).toMatch(/^\d{6}$/);
    const [mail] = await outboxTo(ctx, input.email, 'sign-in-code');
    expect(mail!.data).toMatchObject({ phrase: token.body.phrase, minutes: 15 });
    expect(JSON.stringify(mail!.data)).not.toContain(code);

    const session = await browser.post('/v1/account/sessions/token', {
      userId: token.body.userId,
      secret: code,
    });
    expect(session.status).toBe(201);
    expect(session.body).toMatchObject({
      userId: account.$id,
      provider: 'token',
      factors: ['email'],
    });
    const me = await browser.get('/v1/account');
    expect(me.body).toMatchObject({ $id: account.$id, emailVerification: true });
    const reused = await guest().post('/v1/account/sessions/token', {
      userId: token.body.userId,
      secret: code,
    });
    expect(reused.body.type).toBe('user_invalid_token');
  });

  it('is dead after 5 wrong codes, even for the right one', async () => {
    const { input } = await registerUser(ctx);
    const token = await guest().post('/v1/account/tokens/email', {
      userId: 'unique()',
      email: input.email,
    });
    const code = await secretSentTo(ctx, input.email, 'sign-in-code');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const attempt = await guest().post('/v1/account/sessions/token', {
        userId: token.body.userId,
        secret: wrong,
      });
      expect(attempt.body.type).toBe('user_invalid_token');
    }
    const right = await guest().post('/v1/account/sessions/token', {
      userId: token.body.userId,
      secret: code,
    });
    expect(right.status).toBe(401);
    expect(right.body.type).toBe('user_invalid_token');
  });

  it('expires after 15 minutes', async () => {
    const { input } = await registerUser(ctx);
    const token = await guest().post('/v1/account/tokens/email', {
      userId: 'unique()',
      email: input.email,
    });
    const code = await secretSentTo(ctx, input.email, 'sign-in-code');
    ctx.clock.advance(15 * 60_000 + 1000);
    const late = await guest().post('/v1/account/sessions/token', {
      userId: token.body.userId,
      secret: code,
    });
    expect(late.body.type).toBe('user_invalid_token');
  });

  it('an unknown e-mail creates an inactive account, answered like a known one', async () => {
    const email = uniqueEmail('code');
    const known = await guest().post('/v1/account/tokens/email', {
      userId: 'unique()',
      email: (await registerUser(ctx)).input.email,
    });
    const created = await guest().post('/v1/account/tokens/email', { userId: 'unique()', email });
    expect(created.status).toBe(known.status);
    expect(Object.keys(created.body).sort()).toEqual(Object.keys(known.body).sort());
    const browser = guest();
    await browser.post('/v1/account/sessions/token', {
      userId: created.body.userId,
      secret: await secretSentTo(ctx, email, 'sign-in-code'),
    });
    const session = await browser.get('/v1/session');
    expect(session.body.account).toMatchObject({ email, emailVerification: true });
    expect(session.body.user).toMatchObject({ isActive: false, isGuest: false, name: '' });
    expect((await outboxTo(ctx, email, 'welcome')).length).toBe(1);
    // It has no password until it sets one (no old password asked).
    const set = await browser.patch('/v1/account/password', { password: 'first-pass-123' });
    expect(set.status).toBe(200);
  });

  it("a deleted account's e-mail is answered like a live or an unknown one, and nothing is sent", async () => {
    const admin = await adminClient(ctx);
    const { input, user } = await registerUser(ctx);
    expect((await admin.delete(`/v1/users/${user.$id}`)).status).toBe(204);
    const live = await guest().post('/v1/account/tokens/email', {
      userId: 'unique()',
      email: (await registerUser(ctx)).input.email,
    });
    for (const path of ['/v1/account/tokens/email', '/v1/account/tokens/magic-url']) {
      const deleted = await guest().post(path, { userId: 'unique()', email: input.email });
      expect(deleted.status, path).toBe(live.status);
      expect(Object.keys(deleted.body).sort()).toEqual(Object.keys(live.body).sort());
    }
    expect(await outboxTo(ctx, input.email, 'sign-in-code')).toHaveLength(0);
    expect(await outboxTo(ctx, input.email, 'magic-url')).toHaveLength(0);
  });

  it('a custom userId is the id to present, for an existing account too', async () => {
    const { input } = await registerUser(ctx);
    const token = await guest().post('/v1/account/tokens/email', {
      userId: 'my-own-id',
      email: input.email,
    });
    expect(token.body.userId).toBe('my-own-id');
    const session = await guest().post('/v1/account/sessions/token', {
      userId: 'my-own-id',
      secret: await secretSentTo(ctx, input.email, 'sign-in-code'),
    });
    expect(session.status).toBe(201);
  });
});

describe('magic URL', () => {
  it('mails a one-hour link to the app (or an allowed origin) that signs in once', async () => {
    const { input, account } = await registerUser(ctx);
    const refused = await guest().post('/v1/account/tokens/magic-url', {
      userId: 'unique()',
      email: input.email,
      url: 'https://evil.example/in',
    });
    expect(refused.body.type).toBe('general_argument_invalid');
    const token = await guest().post('/v1/account/tokens/magic-url', {
      userId: 'unique()',
      email: input.email,
    });
    expect(token.status).toBe(201);
    const { link, userId, secret } = await linkSentTo(ctx, input.email, 'magic-url');
    expect(link.pathname).toBe('/magic-link');
    expect(userId).toBe(token.body.userId);
    const browser = guest();
    const session = await browser.put('/v1/account/sessions/magic-url', { userId, secret });
    expect(session.body).toMatchObject({ userId: account.$id, provider: 'magic-url' });
    expect((await guest().put('/v1/account/sessions/magic-url', { userId, secret })).status).toBe(
      401,
    );
  });
});

describe('phone code', () => {
  it('texts a code through the outbox (sms channel) that signs in and verifies the phone', async () => {
    const phone = `+1415555${String(Date.now()).slice(-4)}`;
    const token = await guest().post('/v1/account/tokens/phone', { userId: 'unique()', phone });
    expect(token.status).toBe(201);
    const [sms] = await outboxTo(ctx, phone, 'sms-code');
    expect(sms!.channel).toBe('sms');
    const code = await secretSentTo(ctx, phone, 'sms-code');
    const browser = guest();
    const session = await browser.put('/v1/account/sessions/phone', {
      userId: token.body.userId,
      secret: code,
    });
    expect(session.body).toMatchObject({ provider: 'phone', factors: ['phone'] });
    expect((await browser.get('/v1/account')).body).toMatchObject({
      phone,
      phoneVerification: true,
      email: '',
    });
    const invalid = await guest().post('/v1/account/tokens/phone', {
      userId: 'unique()',
      phone: '0123',
    });
    expect(invalid.status).toBe(400);
  });
});

describe('e-mail and phone verification', () => {
  it('mails a link that verifies the address once, on both SDK paths, without a session', async () => {
    for (const path of ['/v1/account/verification', '/v1/account/verifications/email']) {
      const { client, input } = await registerUser(ctx);
      const refused = await client.post(path, { url: 'https://evil.example/v' });
      expect(refused.body.type).toBe('general_argument_invalid');
      const token = await client.post(path, { url: 'http://localhost:3000/verify-email' });
      expect(token.status).toBe(201);
      const { userId, secret, link } = await linkSentTo(ctx, input.email, 'verification');
      expect(link.pathname).toBe('/verify-email');
      const verified = await guest().put(path, { userId, secret });
      expect(verified.status).toBe(200);
      expect((await client.get('/v1/account')).body.emailVerification).toBe(true);
      expect((await guest().put(path, { userId, secret })).body.type).toBe('user_invalid_token');
    }
  });

  it('a link mailed to the old address stops working when the e-mail changes', async () => {
    const { client, input } = await registerUser(ctx);
    await client.post('/v1/account/verification', { url: 'http://localhost:3000/verify-email' });
    const { userId, secret } = await linkSentTo(ctx, input.email, 'verification');
    await client.patch('/v1/account/email', {
      email: uniqueEmail('moved'),
      password: input.password,
    });
    expect((await guest().put('/v1/account/verification', { userId, secret })).status).toBe(401);
    expect((await client.get('/v1/account')).body.emailVerification).toBe(false);
  });

  it('texts a code that verifies the phone, on both paths; a guest asking is refused', async () => {
    const { client, account } = await registerUser(ctx, {
      phone: `+44 20 7946 ${String(Date.now()).slice(-4)}`,
    });
    const token = await client.post('/v1/account/verifications/phone');
    expect(token.status).toBe(201);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, account.$id));
    const phone = user!.phone.replace(/\s/g, '');
    const code = await secretSentTo(ctx, phone, 'sms-code');
    const verified = await guest().put('/v1/account/verification/phone', {
      userId: account.$id,
      secret: code,
    });
    expect(verified.status).toBe(200);
    expect((await client.get('/v1/account')).body.phoneVerification).toBe(true);
    expect((await guest().post('/v1/account/verification/phone')).status).toBe(401);
  });
});

describe('anonymous sessions', () => {
  it('a guest cannot move money, becomes a normal account with e-mail and password, and admins can leave guests out', async () => {
    const browser = guest();
    const session = await browser.post('/v1/account/sessions/anonymous');
    expect(session.status).toBe(201);
    expect(session.body).toMatchObject({ provider: 'anonymous', factors: ['anonymous'] });
    const me = await browser.get('/v1/session');
    expect(me.body.account.email).toBe('');
    expect(me.body.user.isGuest).toBe(true);
    const again = await browser.post('/v1/account/sessions/anonymous');
    expect(again.body.type).toBe('user_session_already_exists');

    await ctx.database.db
      .update(users)
      .set({ isActive: true })
      .where(eq(users.id, me.body.user.$id));
    const deposit = await browser.post('/v1/deposits', { paymentMethodId: 'x', amount: 100_00 });
    expect(deposit.status).toBe(403);
    expect(deposit.body.type).toBe('user_guest');

    const admin = await adminClient(ctx);
    const withoutGuests = await admin.get(
      `/v1/users${q(Query.equal('isGuest', false), Query.limit(100))}`,
    );
    expect(withoutGuests.body.users.some((u: any) => u.$id === me.body.user.$id)).toBe(false);
    const guests = await admin.get(`/v1/users${q(Query.equal('isGuest', true))}`);
    expect(guests.body.users.some((u: any) => u.$id === me.body.user.$id)).toBe(true);

    const email = uniqueEmail('upgraded');
    const upgraded = await browser.patch('/v1/account/email', {
      email,
      password: 'guest-pass-123',
    });
    expect(upgraded.status).toBe(200);
    const [account] = await ctx.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, me.body.user.$id));
    expect(account!.passwordHash).not.toBeNull();
    expect((await browser.get('/v1/session')).body.user.isGuest).toBe(false);
    const login = await guest().post('/v1/account/sessions/email', {
      email,
      password: 'guest-pass-123',
    });
    expect(login.status).toBe(201);
  });
});
