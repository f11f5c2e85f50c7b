import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerActiveUser } from '../../../test/support/client.ts';
import { countStatements } from '../../../test/support/count-statements.ts';
import { fund, seedPaymentMethod } from '../../../test/support/seed.ts';
import { claimDueMails } from './claim-due-mails.ts';
import { deliverMail } from './deliver-mail.ts';
import { MAIL_LEASE_MS, processOutboxOnce } from './process-outbox-once.ts';
import { startHttpReceiver, startSmtpReceiver } from './mail-receivers.test-support.ts';
import { UNREADABLE_ANSWER } from './transports/http-transport.ts';
import { MailSendError, type MailLog, silentLog } from './transports/mail-transport.ts';
import { startMailWorker } from './mail-worker.ts';

type Smtp = Awaited<ReturnType<typeof startSmtpReceiver>>;
type Receiver = Awaited<ReturnType<typeof startHttpReceiver>>;

const outbox = (ctx: TestContext, ids: string[]) =>
  ctx.database.db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, ids))
    .orderBy(mailOutbox.id);
const mailIdsTo = async (ctx: TestContext, email: string) =>
  (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email))).map(
    (m) => m.id,
  );

function recordingLog() {
  const lines: { level: string; message: string; object: object }[] = [];
  const at = (level: string) => (object: object, message: string) =>
    void lines.push({ level, message, object });
  const log: MailLog = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines };
}

describe('SMTP transport (a real SMTP server on 127.0.0.1)', () => {
  let smtp: Smtp;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    ctx = await createTestContext({
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: smtp.url,
      APP_URL: 'https://app.copyvest.test',
    });
  });
  afterAll(() => smtp?.close());

  it('delivers the welcome, withdrawal request and approval mails, rendered', async () => {
    const admin = await adminClient(ctx);
    const methodId = (await seedPaymentMethod(ctx, { name: 'Tether', code: 'usdt' })).id;
    const { client, input } = await registerActiveUser(ctx, { name: 'Ada Lovelace' });
    await fund(client, admin, methodId, 2_000_00);
    const request = await client.post('/v1/withdrawals', {
      paymentMethodId: methodId,
      amount: 1_234_56,
      walletAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    });
    expect((await admin.post(`/v1/admin/transactions/${request.body.$id}/approve`)).status).toBe(
      200,
    );

    // Four to the user, and the first admin's new-device notice (its first sign-in here).
    const round = await countStatements(() => processOutboxOnce({ deps: ctx.deps }));
    expect(round.result).toMatchObject({ claimed: 5, sent: 5, retry: 0, failed: 0 });
    // The claim, and one record of the five sent: not one update per mail, and one named
    // statement whatever their number.
    const outboxStatements = round.statements
      .map((text, i) => ({ text, name: round.names[i] }))
      .filter(({ text }) => /"mail_outbox"/.test(text));
    expect(outboxStatements).toHaveLength(2);
    // The claim is named too (decision 073): planned once per connection, not at every round.
    expect(outboxStatements[0]!.name).toMatch(/^n_/);
    expect(outboxStatements[1]!.name).toBe('mark_mails_sent');
    const mails = smtp.mails.filter((m) => m.envelopeTo.includes(input.email));
    const subjects = mails.map((m) => m.headers.subject);
    expect(subjects.sort()).toEqual([
      'Welcome to CopyVest',
      'Your deposit has been approved',
      'Your withdrawal has been approved',
      'Your withdrawal request is being processed',
    ]);
    const welcome = mails.find((m) => m.headers.subject === 'Welcome to CopyVest')!;
    expect(welcome.headers.to).toBe(`Ada Lovelace <${input.email}>`);
    expect(welcome.headers.from).toBe('CopyVest <no-reply@copyvest.local>');
    expect(welcome.html).toMatch(
      /href="https:\/\/app\.copyvest\.test\/login"[^>]*>[\s\S]*Start Trading/,
    );
    expect(welcome.text).toContain('Start Trading');
    expect(welcome.html).toContain('© 2024 CopyVest. All rights reserved.');
    for (const mail of mails.filter((m) => /withdrawal/.test(m.headers.subject ?? ''))) {
      expect(mail.html).toContain('$1,234.56');
      expect(mail.html).toContain('Tether');
      expect(mail.html).toContain('Ada Lovelace');
    }
    const ids = await mailIdsTo(ctx, input.email);
    expect(mails.map((m) => m.headers['message-id']).sort()).toEqual(
      ids.map((id) => `<${id}@copyvest.local>`).sort(),
    );
    expect((await outbox(ctx, ids)).map((m) => [m.status, m.attempts])).toEqual(
      ids.map(() => ['sent', 1]),
    );
    expect(await processOutboxOnce({ deps: ctx.deps })).toMatchObject({ claimed: 0 });
    expect(smtp.mails.filter((m) => m.envelopeTo.includes(input.email))).toHaveLength(4);
  });
});

describe('HTTP provider (a node:http receiver on 127.0.0.1)', () => {
  let receiver: Receiver;
  let ctx: TestContext;
  beforeAll(async () => {
    receiver = await startHttpReceiver();
    ctx = await createTestContext({
      MAIL_TRANSPORT: 'http',
      MAIL_HTTP_URL: receiver.url,
      MAIL_HTTP_TOKEN: 'secret-token',
    });
  });
  afterAll(() => receiver?.close());

  it('posts the spec payload with the bearer token and the outbox id as Idempotency-Key', async () => {
    const { input } = await registerActiveUser(ctx, { name: 'Grace Hopper' });
    const [id] = await mailIdsTo(ctx, input.email);
    expect(await processOutboxOnce({ deps: ctx.deps })).toMatchObject({ claimed: 1, sent: 1 });
    const [received] = receiver.requests.filter((r) => r.headers['idempotency-key'] === id);
    expect(received!.headers.authorization).toBe('Bearer secret-token');
    expect(received!.headers['content-type']).toBe('application/json');
    expect(received!.body).toEqual({
      subject: 'Welcome to CopyVest',
      message: expect.stringContaining('Start Trading'),
      sender: { name: 'CopyVest', email: 'no-reply@copyvest.local' },
      recipients: [{ name: 'Grace Hopper', email: input.email }],
    });
    expect(received!.body.message).toContain(`href="${ctx.config.appUrl}/login"`);
  });

  it('provider down, unreachable, garbled, erroring, then up: nothing lost, backoff kept, each mail once', async () => {
    const emails: string[] = [];
    for (let i = 0; i < 4; i++) emails.push((await registerActiveUser(ctx)).input.email);
    const ids = (await Promise.all(emails.map((email) => mailIdsTo(ctx, email)))).flat();
    const attempt = async (expected: number) => {
      const result = await processOutboxOnce({ deps: ctx.deps });
      expect(result).toMatchObject({ claimed: expected, sent: 0, retry: expected });
      const rows = await outbox(ctx, ids);
      expect(rows.every((m) => m.status === 'pending' && m.attempts === rows[0]!.attempts)).toBe(
        true,
      );
      return rows;
    };
    /** Just before the backoff ends nothing is taken; at its end all are. */
    const waitBackoff = async (ms: number) => {
      ctx.clock.advance(ms - 500);
      expect(await processOutboxOnce({ deps: ctx.deps })).toMatchObject({ claimed: 0 });
      ctx.clock.advance(500);
    };

    receiver.state.mode = 'down';
    let rows = await attempt(4);
    expect(rows[0]).toMatchObject({ attempts: 1, lastError: 'e-mail provider answered HTTP 500' });
    expect(await processOutboxOnce({ deps: ctx.deps })).toMatchObject({ claimed: 0 });

    await waitBackoff(1000);
    await receiver.stop();
    rows = await attempt(4);
    expect(rows[0]!.attempts).toBe(2);
    expect(rows[0]!.lastError).toMatch(/^e-mail provider unreachable/);

    await waitBackoff(2000);
    await receiver.start();
    receiver.state.mode = 'garbled';
    rows = await attempt(4);
    expect(rows[0]).toMatchObject({ attempts: 3, lastError: UNREADABLE_ANSWER });

    await waitBackoff(4000);
    receiver.state.mode = 'error';
    rows = await attempt(4);
    expect(rows[0]).toMatchObject({ attempts: 4, lastError: 'Sending quota exceeded' });
    expect(
      receiver.delivered().filter((r) => ids.includes(String(r.headers['idempotency-key']))),
    ).toHaveLength(0);

    await waitBackoff(8000);
    receiver.state.mode = 'up';
    const results = await Promise.all([
      processOutboxOnce({ deps: ctx.deps, limit: 2 }),
      processOutboxOnce({ deps: ctx.deps, limit: 2 }),
      processOutboxOnce({ deps: ctx.deps }),
    ]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(4);
    const keys = receiver
      .delivered()
      .map((r) => String(r.headers['idempotency-key']))
      .filter((key) => ids.includes(key));
    expect(keys.sort()).toEqual([...ids].sort());
    rows = await outbox(ctx, ids);
    expect(rows.map((m) => [m.status, m.attempts, m.lastError])).toEqual(
      ids.map(() => ['sent', 5, null]),
    );
    expect(rows.every((m) => m.sentAt !== null && m.lockedUntil === null)).toBe(true);
    expect(await processOutboxOnce({ deps: ctx.deps })).toMatchObject({ claimed: 0 });
  });

  it('many mails, several rounds at once: every mail exactly once', async () => {
    const emails: string[] = [];
    for (let i = 0; i < 12; i++) emails.push((await registerActiveUser(ctx)).input.email);
    const ids = (await Promise.all(emails.map((email) => mailIdsTo(ctx, email)))).flat();
    const before = receiver.requests.length;
    const rounds = await Promise.all(
      [1, 2, 3, 4].map(() => processOutboxOnce({ deps: ctx.deps, limit: 4 })),
    );
    const again = await Promise.all([
      processOutboxOnce({ deps: ctx.deps }),
      processOutboxOnce({ deps: ctx.deps }),
    ]);
    expect([...rounds, ...again].reduce((sum, r) => sum + r.sent, 0)).toBe(12);
    const keys = receiver.requests.slice(before).map((r) => String(r.headers['idempotency-key']));
    expect(keys.sort()).toEqual([...ids].sort());
  });

  it('gives up after MAIL_MAX_ATTEMPTS as failed, and logs it', async () => {
    const { input } = await registerActiveUser(ctx);
    const [id] = await mailIdsTo(ctx, input.email);
    const deps = { ...ctx.deps, config: { ...ctx.config, MAIL_MAX_ATTEMPTS: 2 } };
    const { log, lines } = recordingLog();
    receiver.state.mode = 'down';
    try {
      expect(await processOutboxOnce({ deps, log })).toMatchObject({ retry: 1 });
      ctx.clock.advance(1000);
      expect(await processOutboxOnce({ deps, log })).toMatchObject({ failed: 1 });
      ctx.clock.advance(60 * 60_000);
      expect(await processOutboxOnce({ deps, log })).toMatchObject({ claimed: 0 });
    } finally {
      receiver.state.mode = 'up';
    }
    expect((await outbox(ctx, [id!]))[0]).toMatchObject({ status: 'failed', attempts: 2 });
    expect(lines.map((l) => l.level)).toEqual(['warn', 'error']);
    expect(lines[1]).toMatchObject({
      message: `mail ${id} given up after 2 attempts`,
      object: { mailId: id, to: input.email },
    });
  });

  it('a worker that died mid-send: its mail is taken again once the lease ends, and a late failure undoes nothing', async () => {
    const { input } = await registerActiveUser(ctx);
    const [id] = await mailIdsTo(ctx, input.email);
    const [stale] = await claimDueMails({
      deps: ctx.deps,
      now: ctx.clock.now(),
      leaseMs: MAIL_LEASE_MS,
      limit: 10,
    });
    expect(stale).toMatchObject({ id, status: 'sending', attempts: 1 });
    expect(await processOutboxOnce({ deps: ctx.deps })).toMatchObject({ claimed: 0 });

    ctx.clock.advance(MAIL_LEASE_MS);
    expect(await processOutboxOnce({ deps: ctx.deps })).toMatchObject({ claimed: 1, sent: 1 });
    const failing = {
      name: 'http' as const,
      send: () => Promise.reject(new MailSendError('late failure', 500)),
    };
    expect(
      await deliverMail({
        deps: ctx.deps,
        transport: failing,
        row: stale!,
        log: recordingLog().log,
      }),
    ).toBe('retry');
    expect((await outbox(ctx, [id!]))[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
  });

  it('the worker is woken by the database as soon as a mail is queued, and stops cleanly', async () => {
    const deps = { ...ctx.deps, config: { ...ctx.config, MAIL_POLL_INTERVAL_MS: 60_000 } };
    const worker = await startMailWorker({ deps, log: silentLog, listen: ctx.database.listen });
    try {
      const { input } = await registerActiveUser(ctx);
      const [id] = await mailIdsTo(ctx, input.email);
      await vi.waitFor(
        () =>
          expect(receiver.delivered().some((r) => r.headers['idempotency-key'] === id)).toBe(true),
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await worker.stop();
    }
  });

  it('there is no dev mail viewer unless MAIL_TRANSPORT=dev', async () => {
    const admin = await adminClient(ctx);
    expect((await admin.get('/v1/dev/mail/0123456789abcdef')).status).toBe(404);
  });
});
