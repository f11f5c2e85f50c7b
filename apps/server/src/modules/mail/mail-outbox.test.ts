import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import {
  adminClient,
  registerActiveUser,
  registration,
  TestClient,
} from '../../../test/support/client.ts';
import { fund, seedPaymentMethod } from '../../../test/support/seed.ts';

/** Mails are queued in the same database transaction as the event that causes them. */
let ctx: TestContext;
let admin: TestClient;
let methodId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx, { name: 'Tether', code: 'usdt' })).id;
});

const mailsTo = (email: string) =>
  ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toEmail, email))
    .orderBy(mailOutbox.createdAt);
const withdrawal = (amount: number) => ({
  paymentMethodId: methodId,
  amount,
  walletAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
});

describe('mail outbox', () => {
  it('a registration queues exactly one welcome mail; a refused one queues the owner a notice instead', async () => {
    const { user, input } = await registerActiveUser(ctx, { name: 'Grace Hopper' });
    const mails = await mailsTo(input.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'welcome',
      toName: 'Grace Hopper',
      toEmail: user.email,
      data: { name: 'Grace Hopper' },
      status: 'pending',
      attempts: 0,
    });

    const again = await new TestClient(ctx.app).post(
      '/v1/account',
      registration({ email: input.email }),
    );
    expect(again.status).toBe(409);
    // No second welcome: the owner is told someone tried their address instead (decision 022).
    const templates = (await mailsTo(input.email)).map((mail) => mail.template).sort();
    expect(templates).toEqual(['sign-up-attempt', 'welcome']);
  });

  it('a withdrawal request queues its mail; a refused one (insufficient balance) queues none', async () => {
    const { client, input } = await registerActiveUser(ctx, { name: 'Alan Turing' });
    await fund(client, admin, methodId, 2_000_00);
    // Welcome, and the approved deposit's mail.
    expect(await mailsTo(input.email)).toHaveLength(2);

    const refused = await client.post('/v1/withdrawals', withdrawal(2_000_01));
    expect(refused.status).toBe(400);
    expect(await mailsTo(input.email)).toHaveLength(2);

    const request = await client.post('/v1/withdrawals', withdrawal(1_234_56));
    expect(request.status).toBe(201);
    const mails = await mailsTo(input.email);
    expect(mails.map((m) => m.template)).toEqual([
      'welcome',
      'transaction-decision',
      'withdrawal-request',
    ]);
    expect(mails[2]!.data).toEqual({
      name: 'Alan Turing',
      amount: 1_234_56,
      paymentMethod: 'Tether',
      transactionId: request.body.transactionId,
    });
  });

  it('approving a withdrawal queues the approval mail once; rejecting queues the rejection with its reason', async () => {
    const { client, input } = await registerActiveUser(ctx);
    await fund(client, admin, methodId, 100_00);
    const approved = (await client.post('/v1/withdrawals', withdrawal(40_00))).body;
    const rejected = (await client.post('/v1/withdrawals', withdrawal(10_00))).body;

    const reason = 'The wallet address belongs to an exchange we cannot pay.';
    const rejection = await admin.post(`/v1/admin/transactions/${rejected.$id}/reject`, { reason });
    expect(rejection.body).toMatchObject({ status: 'failed', decisionReason: reason });
    expect((await client.get(`/v1/transactions/${rejected.$id}`)).body).toMatchObject({
      decisionReason: reason,
    });
    const decisions = await Promise.all(
      [1, 2, 3].map(() => admin.post(`/v1/admin/transactions/${approved.$id}/approve`)),
    );
    expect(decisions.map((d) => d.status).sort()).toEqual([200, 409, 409]);

    const mails = await mailsTo(input.email);
    expect(mails.map((m) => m.template)).toEqual([
      'welcome',
      'transaction-decision',
      'withdrawal-request',
      'withdrawal-request',
      'transaction-decision',
      'withdrawal-approved',
    ]);
    expect(mails[4]!.data).toMatchObject({ kind: 'withdrawal', outcome: 'rejected', reason });
    expect(mails[5]!.data).toMatchObject({
      amount: 40_00,
      paymentMethod: 'Tether',
      transactionId: approved.transactionId,
    });
  });
});
