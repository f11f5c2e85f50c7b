import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerActiveUser, type TestClient } from '../../../test/support/client.ts';
import { outboxTo } from '../../../test/support/outbox.ts';
import { fund, seedPaymentMethod } from '../../../test/support/seed.ts';
import { BITCOIN_ADDRESSES } from '../../../test/support/wallets.ts';

let ctx: TestContext;
let admin: TestClient;
let methodId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx, { name: 'Tether', code: 'usdt' })).id;
});

const withdrawal = (amount: number) => ({
  paymentMethodId: methodId,
  amount,
  walletAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
});

async function funded(amount: number) {
  const user = await registerActiveUser(ctx);
  await fund(user.client, admin, methodId, amount);
  return user;
}

describe('withdrawals', () => {
  it('holds the amount at request, records the 10 % fee, and debits on approval', async () => {
    const { client } = await funded(100_00);
    const request = await client.post('/v1/withdrawals', withdrawal(60_00));
    expect(request.status).toBe(201);
    expect(request.body).toMatchObject({
      type: 'withdraw',
      status: 'pending',
      amount: 60_00,
      fee: 6_00,
      walletAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    });
    let dashboard = (await client.get('/v1/dashboard')).body;
    expect(dashboard.user.balance).toBe(100_00);
    expect(dashboard.availableBalance).toBe(40_00);
    expect(dashboard.pendingWithdrawals).toBe(1);

    const tooMuch = await client.post('/v1/withdrawals', withdrawal(50_00));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe('Insufficient balance');

    expect((await admin.post(`/v1/admin/transactions/${request.body.$id}/approve`)).status).toBe(
      200,
    );
    dashboard = (await client.get('/v1/dashboard')).body;
    expect(dashboard.user.balance).toBe(40_00);
    expect(dashboard.availableBalance).toBe(40_00);
    expect(dashboard.pendingWithdrawals).toBe(0);
  });

  it('releases the hold on rejection and changes nothing else', async () => {
    const { client } = await funded(100_00);
    const request = await client.post('/v1/withdrawals', withdrawal(100_00));
    expect((await client.get('/v1/dashboard')).body.availableBalance).toBe(0);
    expect((await admin.post(`/v1/admin/transactions/${request.body.$id}/reject`)).status).toBe(
      200,
    );
    const dashboard = (await client.get('/v1/dashboard')).body;
    expect(dashboard.user.balance).toBe(100_00);
    expect(dashboard.availableBalance).toBe(100_00);
  });

  it('refuses an amount above the balance, and bad input, changing nothing', async () => {
    const { client, input } = await funded(10_00);
    const cases: [Record<string, unknown>, number, string][] = [
      [withdrawal(10_01), 400, 'Insufficient balance'],
      [{ ...withdrawal(5_00), walletAddress: '' }, 400, 'Please enter a wallet address'],
      [{ ...withdrawal(5_00), amount: -5 }, 400, 'Enter a valid amount in dollars and cents'],
      [{ ...withdrawal(5_00), amount: 0.5 }, 400, 'Enter a valid amount in dollars and cents'],
      [
        { ...withdrawal(5_00), paymentMethodId: 'missing' },
        404,
        'Payment method not found. Please choose another one.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await client.post('/v1/withdrawals', body);
      expect(response.status).toBe(status);
      expect(response.body.message).toBe(message);
    }
    const dashboard = (await client.get('/v1/dashboard')).body;
    expect(dashboard.availableBalance).toBe(10_00);
    expect(dashboard.pendingWithdrawals).toBe(0);
    expect(await outboxTo(ctx, input.email, 'withdrawal-request')).toEqual([]);
  });

  it('20 concurrent withdrawals that together exceed the balance: exactly the ones that fit, each with its mail', async () => {
    const { client, input } = await funded(100_00);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/v1/withdrawals', withdrawal(15_00))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(6);
    expect(
      results
        .filter((r) => r.status === 400)
        .every((r) => r.body.message === 'Insufficient balance'),
    ).toBe(true);
    const dashboard = (await client.get('/v1/dashboard')).body;
    expect(dashboard.availableBalance).toBe(10_00);
    expect(dashboard.pendingWithdrawals).toBe(6);
    const mails = await outboxTo(ctx, input.email, 'withdrawal-request');
    expect(
      mails.map((mail) => (mail.data as { transactionId: string }).transactionId).sort(),
    ).toEqual(
      results
        .filter((r) => r.status === 201)
        .map((r) => r.body.transactionId)
        .sort(),
    );
  });

  it("a user cannot decide another user's withdrawal", async () => {
    const owner = await funded(50_00);
    const other = await registerActiveUser(ctx);
    const request = await owner.client.post('/v1/withdrawals', withdrawal(20_00));
    expect(
      (await other.client.post(`/v1/admin/transactions/${request.body.$id}/reject`)).status,
    ).toBe(401);
    expect((await owner.client.get('/v1/dashboard')).body.availableBalance).toBe(30_00);
  });

  it("refuses an address that is not valid for the method's network with a 400 naming it, holding nothing", async () => {
    const { client } = await funded(50_00);
    const before = (await client.get('/v1/transactions')).body.total;
    for (const walletAddress of [
      'x',
      // Tron's USDT contract with its last character changed: the checksum no longer matches.
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u',
      BITCOIN_ADDRESSES[0],
    ]) {
      const response = await client.post('/v1/withdrawals', {
        ...withdrawal(10_00),
        walletAddress,
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        type: 'general_argument_invalid',
        message: 'This is not a valid Tron address',
      });
    }
    const dashboard = (await client.get('/v1/dashboard')).body;
    expect(dashboard.availableBalance).toBe(50_00);
    expect(dashboard.pendingWithdrawals).toBe(0);
    expect((await client.get('/v1/transactions')).body.total).toBe(before);
  });

  it('the payout hash given at approval reaches the owner with the explorer link and the mail; it can be corrected later, audited', async () => {
    const { client, input } = await funded(100_00);
    const request = await client.post('/v1/withdrawals', withdrawal(40_00));
    const path = `/v1/admin/transactions/${request.body.$id}`;
    // Not a Tron hash: refused, and the withdrawal stays pending.
    const wrong = await admin.post(`${path}/approve`, { txHash: `0x${'ab'.repeat(32)}` });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('This is not a valid Tron transaction hash');
    expect((await client.get(`/v1/transactions/${request.body.$id}`)).body.status).toBe('pending');

    const hash = 'c0ffee'.repeat(10) + 'abcd';
    const approved = await admin.post(`${path}/approve`, { txHash: hash });
    expect(approved.status).toBe(200);
    const detail = (await client.get(`/v1/transactions/${request.body.$id}`)).body;
    expect(detail).toMatchObject({
      status: 'success',
      txHash: hash,
      txUrl: `https://tronscan.org/#/transaction/${hash}`,
    });
    const [mail] = await outboxTo(ctx, input.email, 'withdrawal-approved');
    expect(mail!.data).toMatchObject({
      txHash: hash,
      txUrl: `https://tronscan.org/#/transaction/${hash}`,
    });

    const corrected = 'ab'.repeat(32);
    const edit = await admin.put(`${path}/payout-hash`, { txHash: corrected });
    expect(edit.status).toBe(200);
    expect((await client.get(`/v1/transactions/${request.body.$id}`)).body.txHash).toBe(corrected);
    const entries = (await admin.get('/v1/admin/audit')).body.entries as {
      action: string;
      before: unknown;
      after: unknown;
    }[];
    expect(entries.find((e) => e.action === 'transaction.payout_hash')).toMatchObject({
      before: { txHash: hash },
      after: { txHash: corrected },
    });
    // The owner cannot set it; a pending withdrawal has none to set.
    expect((await client.put(`${path}/payout-hash`, { txHash: corrected })).status).toBe(401);
    const pending = await client.post('/v1/withdrawals', withdrawal(10_00));
    const early = await admin.put(`/v1/admin/transactions/${pending.body.$id}/payout-hash`, {
      txHash: corrected,
    });
    expect(early.status).toBe(400);
  });

  it('approval without a body still works and carries no hash', async () => {
    const { client, input } = await funded(30_00);
    const request = await client.post('/v1/withdrawals', withdrawal(10_00));
    expect((await admin.post(`/v1/admin/transactions/${request.body.$id}/approve`)).status).toBe(
      200,
    );
    const detail = (await client.get(`/v1/transactions/${request.body.$id}`)).body;
    expect(detail.txHash).toBeUndefined();
    expect(detail.txUrl).toBeUndefined();
    const [mail] = await outboxTo(ctx, input.email, 'withdrawal-approved');
    expect(mail!.data).not.toHaveProperty('txHash');
  });
});
