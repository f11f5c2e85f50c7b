import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, registerUser, TestClient } from '../../../test/support/client.ts';
import { linkSentTo, secretSentTo } from '../../../test/support/outbox.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { accounts } from '../../db/schema.ts';
import { signInWithProfile } from '../oauth/index.ts';

/**
 * Someone signs up the victim's e-mail with a password of theirs and never verifies it. The
 * victim's first proof of the address (an e-mailed code, a magic link, a provider vouching for
 * it) must leave the attacker no way in: their sessions end and their password goes (decision 039).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const guest = () => new TestClient(ctx.app);

/** The attacker's pre-registration of the victim's address, with a session and a JWT of it. */
async function preRegistered() {
  const attacker = await registerUser(ctx);
  const jwt = (await attacker.client.post('/v1/account/jwts')).body.jwt as string;
  return { ...attacker, jwt };
}

async function attackerLocksOut(attacker: Awaited<ReturnType<typeof preRegistered>>) {
  expect((await attacker.client.get('/v1/account')).status).toBe(401);
  expect((await guest().get('/v1/account', { 'x-appwrite-jwt': attacker.jwt })).status).toBe(401);
  await expect(
    loginAs(ctx, attacker.input.email as string, attacker.input.password as string),
  ).rejects.toThrow(/login failed/);
}

describe('an e-mail address registered by someone else, never verified', () => {
  it("the owner's first e-mailed code ends the other sessions and removes the password", async () => {
    const attacker = await preRegistered();
    const email = attacker.input.email as string;
    const token = await guest().post('/v1/account/tokens/email', { userId: 'unique()', email });
    const owner = guest();
    const session = await owner.post('/v1/account/sessions/token', {
      userId: token.body.userId,
      secret: await secretSentTo(ctx, email, 'sign-in-code'),
    });
    expect(session.status).toBe(201);
    await attackerLocksOut(attacker);
    const me = await owner.get('/v1/account');
    expect(me.body).toMatchObject({ emailVerification: true, passwordUpdate: expect.any(String) });
    // The owner chooses a password of their own: no old one is asked, since none is left.
    const chosen = await owner.patch('/v1/account/password', { password: 'OwnersChoice123!' });
    expect(chosen.status).toBe(200);
    await loginAs(ctx, email, 'OwnersChoice123!');
  });

  it('a magic link does the same', async () => {
    const attacker = await preRegistered();
    const email = attacker.input.email as string;
    await guest().post('/v1/account/tokens/magic-url', {
      userId: 'unique()',
      email,
      url: 'http://localhost:3000/magic-link',
    });
    const { userId, secret } = await linkSentTo(ctx, email, 'magic-url');
    expect((await guest().put('/v1/account/sessions/magic-url', { userId, secret })).status).toBe(
      201,
    );
    await attackerLocksOut(attacker);
  });

  it('a provider vouching for the address does the same', async () => {
    const attacker = await preRegistered();
    const email = attacker.input.email as string;
    await ctx.database.db.transaction((tx) =>
      signInWithProfile({
        tx,
        deps: ctx.deps,
        provider: 'mock',
        profile: { uid: `uid-${email}`, email, emailVerified: true, name: 'Owner' },
        origin: { ip: '127.0.0.1', userAgent: 'test' } as never,
        at: ctx.clock.now(),
      }),
    );
    await attackerLocksOut(attacker);
  });

  it('an address already verified keeps its password and sessions when its owner signs in by code', async () => {
    const { client, input, account } = await registerUser(ctx);
    await ctx.database.db
      .update(accounts)
      .set({ emailVerified: true })
      .where(eq(accounts.id, account.$id));
    const email = input.email as string;
    const token = await guest().post('/v1/account/tokens/email', { userId: 'unique()', email });
    await guest().post('/v1/account/sessions/token', {
      userId: token.body.userId,
      secret: await secretSentTo(ctx, email, 'sign-in-code'),
    });
    expect((await client.get('/v1/account')).status).toBe(200);
    await loginAs(ctx, email, input.password as string);
  });
});
