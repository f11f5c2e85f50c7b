import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type TUser } from '@copyvest/shared';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { registerUser, TestClient, uniqueEmail } from '../../../test/support/client.ts';
import { linkSentTo } from '../../../test/support/outbox.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

/** Signs up by a magic link only: the account has an e-mail and nothing else. */
async function magicLinkSignUp() {
  const email = uniqueEmail('magic');
  const browser = new TestClient(ctx.app);
  await browser.post('/v1/account/tokens/magic-url', { userId: 'unique()', email });
  const { userId, secret } = await linkSentTo(ctx, email, 'magic-url');
  expect((await browser.put('/v1/account/sessions/magic-url', { userId, secret })).status).toBe(
    201,
  );
  return { browser, email };
}

const rest = {
  name: 'Grace Hopper',
  phone: '+14155550123',
  country: 'United States',
  acceptTerms: true,
};

describe('the rest of a registration', () => {
  it('a magic-link sign-up is incomplete until it gives its name, phone and country and accepts the terms', async () => {
    const { browser } = await magicLinkSignUp();
    const before = (await browser.get<{ user: TUser }>('/v1/session')).body.user;
    expect(before).toMatchObject({ name: '', phone: '', country: '', registrationComplete: false });

    const noTerms = await browser.post('/v1/account/registration', { ...rest, acceptTerms: false });
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.message).toContain(messages.validation.acceptTerms);
    const noPhone = await browser.post('/v1/account/registration', { ...rest, phone: '' });
    expect(noPhone.status).toBe(400);

    const done = await browser.post<TUser>('/v1/account/registration', rest);
    expect(done.status).toBe(200);
    const { acceptTerms: _terms, ...fields } = rest;
    expect(done.body).toMatchObject({ ...fields, registrationComplete: true });
    const after = (await browser.get<{ user: TUser }>('/v1/session')).body.user;
    expect(after).toMatchObject({ name: 'Grace Hopper', registrationComplete: true });

    const again = await browser.post('/v1/account/registration', { ...rest, name: 'Someone Else' });
    expect(again.status).toBe(409);
    expect(again.body.type).toBe('user_registration_completed');
    expect((await browser.get<{ user: TUser }>('/v1/session')).body.user?.name).toBe(
      'Grace Hopper',
    );
  });

  it('a sign-up through the form is complete from the start', async () => {
    const { user, client } = await registerUser(ctx);
    expect(user.registrationComplete).toBe(true);
    expect((await client.post('/v1/account/registration', rest)).status).toBe(409);
  });

  it('needs a session', async () => {
    const anonymous = await new TestClient(ctx.app).post('/v1/account/registration', rest);
    expect(anonymous.status).toBe(401);
  });
});
