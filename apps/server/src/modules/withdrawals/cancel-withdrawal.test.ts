import { beforeAll, describe, expect, it } from 'vitest';
import { Query } from '@copyvest/shared';
import { q, TestClient } from '../../../test/support/client.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerActiveUser } from '../../../test/support/client.ts';
import { fund, seedPaymentMethod } from '../../../test/support/seed.ts';

let ctx: TestContext;
let admin: TestClient;
let methodId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx, { name: 'Tether', code: 'usdt' })).id;
});

async function withPendingWithdrawal(balance: number, amount: number) {
  const user = await registerActiveUser(ctx);
  await fund(user.client, admin, methodId, balance);
  const request = await user.client.post('/v1/withdrawals', {
    paymentMethodId: methodId,
    amount,
    walletAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  });
  expect(request.status).toBe(201);
  return { ...user, withdrawalId: request.body.$id as string };
}

const cancelPath = (id: string) => `/v1/withdrawals/${id}/cancel`;

async function figures(client: TestClient) {
  const { body } = await client.get('/v1/dashboard');
  return {
    balance: body.user.balance,
    available: body.availableBalance,
    pending: body.pendingWithdrawals,
  };
}

describe('POST /v1/withdrawals/{id}/cancel', () => {
  it('the owner cancels a pending withdrawal: the hold is released, the balance never moved', async () => {
    const { client, withdrawalId } = await withPendingWithdrawal(100_00, 60_00);
    expect(await figures(client)).toEqual({ balance: 100_00, available: 40_00, pending: 1 });

    const cancelled = await client.post(cancelPath(withdrawalId));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ $id: withdrawalId, status: 'failed', amount: 60_00 });
    expect(cancelled.body.decidedAt).toEqual(expect.any(String));
    expect(await figures(client)).toEqual({ balance: 100_00, available: 100_00, pending: 0 });

    const adminList = await admin.get(
      `/v1/admin/transactions?search=${cancelled.body.transactionId}`,
    );
    expect(adminList.body.transactions).toEqual([
      expect.objectContaining({ $id: withdrawalId, status: 'failed' }),
    ]);
  });

  it('the audit log shows the owner who cancelled as a user, by name, with the action in words', async () => {
    const { client, withdrawalId, user } = await withPendingWithdrawal(100_00, 30_00);
    expect((await client.post(cancelPath(withdrawalId))).status).toBe(200);
    const audit = await admin.get(`/v1/admin/audit${q(Query.equal('targetId', withdrawalId))}`);
    expect(audit.body.entries[0]).toMatchObject({
      action: 'transaction.cancel',
      actorId: user.$id,
      actorName: user.name,
      actorRole: 'user',
      targetType: 'transaction',
      targetName: user.name,
      userNames: { [user.$id]: user.name },
    });
  });

  it('a second cancel, or an approval after the cancel, is refused with a 409 and changes nothing', async () => {
    const { client, withdrawalId } = await withPendingWithdrawal(50_00, 20_00);
    expect((await client.post(cancelPath(withdrawalId))).status).toBe(200);

    const again = await client.post(cancelPath(withdrawalId));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      type: 'withdrawal_not_pending',
      message: 'Only a pending withdrawal can be cancelled',
    });
    const approve = await admin.post(`/v1/admin/transactions/${withdrawalId}/approve`);
    expect(approve.status).toBe(409);
    expect(await figures(client)).toEqual({ balance: 50_00, available: 50_00, pending: 0 });
  });

  it('an approved withdrawal cannot be cancelled: the debit stays', async () => {
    const { client, withdrawalId } = await withPendingWithdrawal(50_00, 20_00);
    expect((await admin.post(`/v1/admin/transactions/${withdrawalId}/approve`)).status).toBe(200);
    const cancel = await client.post(cancelPath(withdrawalId));
    expect(cancel.status).toBe(409);
    expect(cancel.body.type).toBe('withdrawal_not_pending');
    expect(await figures(client)).toEqual({ balance: 30_00, available: 30_00, pending: 0 });
  });

  it("another user's withdrawal is not found to them and stays pending", async () => {
    const owner = await withPendingWithdrawal(50_00, 20_00);
    const other = await registerActiveUser(ctx);
    const response = await other.client.post(cancelPath(owner.withdrawalId));
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      type: 'transaction_not_found',
      message: 'Transaction not found',
    });
    expect(await figures(owner.client)).toEqual({ balance: 50_00, available: 30_00, pending: 1 });
  });

  it('a pending deposit, an unknown id and a malformed id are refused; a guest is asked to sign in', async () => {
    const { client } = await withPendingWithdrawal(50_00, 20_00);
    const deposit = await client.post('/v1/deposits', { paymentMethodId: methodId, amount: 10_00 });
    expect((await client.post(cancelPath(deposit.body.$id))).status).toBe(404);
    expect((await client.post(cancelPath('no-such-id'))).status).toBe(404);
    expect((await client.post(cancelPath('x'.repeat(65)))).status).toBe(400);
    expect((await new TestClient(ctx.app).post(cancelPath(deposit.body.$id))).status).toBe(401);
    const list = await client.get('/v1/transactions');
    expect(list.body.transactions.map((t: { status: string }) => t.status).sort()).toEqual([
      'pending',
      'pending',
      'success',
    ]);
    expect(await figures(client)).toEqual({ balance: 50_00, available: 30_00, pending: 1 });
  });

  it('the same Idempotency-Key replays the first answer and releases the hold once', async () => {
    const { client, withdrawalId } = await withPendingWithdrawal(80_00, 30_00);
    const headers = { 'idempotency-key': `cancel-${withdrawalId}` };
    const first = await client.post(cancelPath(withdrawalId), {}, headers);
    const replay = await client.post(cancelPath(withdrawalId), {}, headers);
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(await figures(client)).toEqual({ balance: 80_00, available: 80_00, pending: 0 });
  });

  it('concurrent cancels and an admin approval: exactly one decision takes effect', async () => {
    const { client, withdrawalId } = await withPendingWithdrawal(100_00, 40_00);
    const results = await Promise.all([
      client.post(cancelPath(withdrawalId)),
      admin.post(`/v1/admin/transactions/${withdrawalId}/approve`),
      client.post(cancelPath(withdrawalId)),
      client.post(cancelPath(withdrawalId)),
    ]);
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    const approved = ok[0]!.body.status === 'success';
    expect(await figures(client)).toEqual(
      approved
        ? { balance: 60_00, available: 60_00, pending: 0 }
        : { balance: 100_00, available: 100_00, pending: 0 },
    );
  });
});
