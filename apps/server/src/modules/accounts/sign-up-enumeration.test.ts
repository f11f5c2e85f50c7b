import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, mailOutbox } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { registerUser, registration, uniqueEmail } from '../../../test/support/client.ts';
import { renderMail } from '../mail/index.ts';

/**
 * Decision 022: signing up with an e-mail that already has an account keeps the SDK's answer (409
 * user_already_exists), but the caller is limited per IP and the owner is told by e-mail.
 */
let ctx: TestContext;
let limited: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  limited = await createTestContext({ SIGNUP_TAKEN_MAX_PER_IP_PER_HOUR: '2' }, ctx);
});

function signUpFrom(app: FastifyInstance, ip: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/v1/account', payload: body, remoteAddress: ip });
}

async function noticesTo(email: string) {
  return ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toEmail, email), eq(mailOutbox.template, 'sign-up-attempt')));
}

const accountCount = async () =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(accounts))[0]!.n;

describe('sign-up with an e-mail that has an account', () => {
  it('answers 409 user_already_exists, creates nothing, and tells the owner once an hour by e-mail', async () => {
    const { input } = await registerUser(ctx, { name: 'Ada Owner' });
    const before = await accountCount();
    for (const ip of ['203.0.113.10', '203.0.113.11']) {
      const again = await signUpFrom(ctx.app, ip, registration({ email: input.email }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 409, type: 'user_already_exists' });
    }
    expect(await accountCount()).toBe(before);
    const notices = await noticesTo(input.email);
    expect(notices).toHaveLength(1);

    const mail = await renderMail(ctx.config, notices[0]!.template, notices[0]!.data);
    expect(mail.subject).toBe('Someone tried to sign up to CopyVest with your e-mail');
    expect(mail.text).toContain('Hi Ada Owner,');
    expect(mail.html).toContain(`${ctx.config.appUrl}/forgot-password`);

    ctx.clock.advance(61 * 60_000);
    await signUpFrom(ctx.app, '203.0.113.12', registration({ email: input.email }));
    expect(await noticesTo(input.email)).toHaveLength(2);
  });

  it('a new e-mail gets no notice mail: only the welcome mail', async () => {
    const email = uniqueEmail('fresh');
    const created = await signUpFrom(ctx.app, '203.0.113.20', registration({ email }));
    expect(created.statusCode).toBe(201);
    expect(await noticesTo(email)).toHaveLength(0);
  });

  it('an IP past SIGNUP_TAKEN_MAX_PER_IP_PER_HOUR taken e-mails gets 429 for every sign-up, new e-mails too, until the hour is over', async () => {
    const ip = '198.51.100.30';
    const taken = [(await registerUser(ctx)).input.email, (await registerUser(ctx)).input.email];
    for (const email of taken) {
      expect((await signUpFrom(limited.app, ip, registration({ email }))).statusCode).toBe(409);
    }
    const before = await accountCount();
    const probeTaken = await signUpFrom(limited.app, ip, registration({ email: taken[0] }));
    const probeNew = await signUpFrom(limited.app, ip, registration({ email: uniqueEmail('new') }));
    expect([probeTaken.statusCode, probeNew.statusCode]).toEqual([429, 429]);
    expect(probeNew.json()).toMatchObject({ type: 'general_rate_limit_exceeded' });
    expect(await accountCount()).toBe(before);

    // Another IP is not concerned; this one signs up again after the hour.
    const other = await signUpFrom(limited.app, '198.51.100.31', registration());
    expect(other.statusCode).toBe(201);
    limited.clock.advance(61 * 60_000);
    const later = await signUpFrom(limited.app, ip, registration());
    expect(later.statusCode).toBe(201);
  });
});

describe('changing the e-mail to one that has an account', () => {
  it('answers 409 but counts against the IP like a sign-up: past the budget every change is 429, and the owner is told', async () => {
    const ip = '198.51.100.40';
    const guest = await limited.app.inject({
      method: 'POST',
      url: '/v1/account/sessions/anonymous',
      remoteAddress: ip,
    });
    expect(guest.statusCode).toBe(201);
    const cookie = guest.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const changeTo = (email: string) =>
      limited.app.inject({
        method: 'PATCH',
        url: '/v1/account/email',
        payload: { email, password: 'guest-pass-123' },
        headers: { cookie },
        remoteAddress: ip,
      });
    const owners = [await registerUser(ctx, { name: 'Probed Owner' }), await registerUser(ctx)];
    for (const { input } of owners) {
      const taken = await changeTo(input.email);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ type: 'user_email_already_exists' });
    }
    expect(await noticesTo(owners[0]!.input.email)).toHaveLength(1);
    const probeTaken = await changeTo(owners[0]!.input.email);
    const probeFree = await changeTo(uniqueEmail('free'));
    expect([probeTaken.statusCode, probeFree.statusCode]).toEqual([429, 429]);
  });
});
