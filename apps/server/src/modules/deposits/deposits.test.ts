import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import {
  adminClient,
  registerActiveUser,
  registerUser,
  type TestClient,
} from '../../../test/support/client.ts';
import { seedPaymentMethod } from '../../../test/support/seed.ts';
import { NEW_TRANSACTION_ID } from '../../../test/support/transaction-id.ts';

let ctx: TestContext;
let admin: TestClient;
let methodId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx, { name: 'Bitcoin', code: 'btc' })).id;
});

async function balanceOf(client: TestClient) {
  return (await client.get('/v1/session')).body.user.balance as number;
}

describe('deposits', () => {
  it('creates a pending credit that changes nothing until an admin approves it', async () => {
    const { client } = await registerActiveUser(ctx);
    const deposit = await client.post('/v1/deposits', {
      paymentMethodId: methodId,
      amount: 250_00,
    });
    expect(deposit.status).toBe(201);
    expect(deposit.body).toMatchObject({
      type: 'credit',
      status: 'pending',
      kind: 'deposit',
      amount: 250_00,
      crypto: 'Bitcoin',
    });
    expect(deposit.body.transactionId).toMatch(NEW_TRANSACTION_ID);
    expect(await balanceOf(client)).toBe(0);

    const approved = await admin.post(`/v1/admin/transactions/${deposit.body.$id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('success');
    expect(await balanceOf(client)).toBe(250_00);

    const again = await admin.post(`/v1/admin/transactions/${deposit.body.$id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Already Approved');
    const reject = await admin.post(`/v1/admin/transactions/${deposit.body.$id}/reject`);
    expect(reject.status).toBe(409);
    expect(await balanceOf(client)).toBe(250_00);
  });

  it('stores the blockchain transaction hash a deposit carries and shows it to the admin', async () => {
    const { client } = await registerActiveUser(ctx);
    const txHash = `0x${'ab12'.repeat(16)}`;
    const deposit = await client.post('/v1/deposits', {
      paymentMethodId: methodId,
      amount: 90_00,
      txHash: `  ${txHash} `,
    });
    expect(deposit.status).toBe(201);
    expect(deposit.body.txHash).toBe(txHash);
    const adminList = await admin.get(
      `/v1/admin/transactions?search=${deposit.body.transactionId}`,
    );
    expect(adminList.body.transactions).toEqual([
      expect.objectContaining({ $id: deposit.body.$id, txHash }),
    ]);
    const without = await client.post('/v1/deposits', { paymentMethodId: methodId, amount: 1_00 });
    expect(without.status).toBe(201);
    expect(without.body).not.toHaveProperty('txHash');
  });

  it('refuses a malformed or overlong transaction hash and creates nothing', async () => {
    const { client } = await registerActiveUser(ctx);
    const invalid =
      'Enter the transaction hash as your wallet shows it: at least 16 letters and digits, optionally after 0x';
    const cases: [unknown, string][] = [
      ['', invalid],
      ['abc123', invalid],
      ['0x' + 'g'.repeat(10), invalid],
      ['deadbeef deadbeef deadbeef', invalid],
      ["1234567890abcdef'; DROP TABLE x", invalid],
      [1234567890123456, invalid],
      ['a'.repeat(129), 'The transaction hash must be at most 128 characters'],
    ];
    for (const [txHash, message] of cases) {
      const response = await client.post('/v1/deposits', {
        paymentMethodId: methodId,
        amount: 10_00,
        txHash,
      });
      expect(response.status, String(txHash)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect((await client.get('/v1/transactions')).body.total).toBe(0);
  });

  it('rejects a deposit without touching the balance', async () => {
    const { client } = await registerActiveUser(ctx);
    const deposit = await client.post('/v1/deposits', { paymentMethodId: methodId, amount: 90_00 });
    const rejected = await admin.post(`/v1/admin/transactions/${deposit.body.$id}/reject`);
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('failed');
    expect(await balanceOf(client)).toBe(0);
  });

  it('refuses an inactive account with "Account is not active" and creates nothing', async () => {
    const { client } = await registerUser(ctx);
    const response = await client.post('/v1/deposits', {
      paymentMethodId: methodId,
      amount: 100_00,
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Account is not active');
    expect((await client.get('/v1/transactions')).body.total).toBe(0);
  });

  it.each([
    [{ amount: -100 }, 'Enter a valid amount in dollars and cents'],
    [{ amount: 0 }, 'Enter a valid amount in dollars and cents'],
    [{ amount: 10.5 }, 'Enter a valid amount in dollars and cents'],
    [{ amount: 1e15 }, 'Amount is too large'],
    [{ amount: '100' }, 'Enter a valid amount in dollars and cents'],
    [{ amount: undefined }, 'Amount is required'],
    [{ paymentMethodId: '' }, 'Please select a payment method'],
    [{ paymentMethodId: undefined }, 'Missing required parameter: "paymentMethodId"'],
  ])('refuses %j with a clear 400 and changes nothing', async (override, message) => {
    const { client } = await registerActiveUser(ctx);
    const response = await client.post('/v1/deposits', {
      paymentMethodId: methodId,
      amount: 100_00,
      ...override,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await client.get('/v1/transactions')).body.total).toBe(0);
  });

  it('answers 404 for an unknown payment method', async () => {
    const { client } = await registerActiveUser(ctx);
    const response = await client.post('/v1/deposits', { paymentMethodId: 'nope', amount: 100_00 });
    expect(response.status).toBe(404);
    expect((await client.get('/v1/transactions')).body.total).toBe(0);
  });

  it('lets only admins approve, and never a user their own deposit', async () => {
    const { client } = await registerActiveUser(ctx);
    const deposit = await client.post('/v1/deposits', {
      paymentMethodId: methodId,
      amount: 100_00,
    });
    const self = await client.post(`/v1/admin/transactions/${deposit.body.$id}/approve`);
    expect(self.body).toMatchObject({ code: 401, type: 'user_unauthorized' });
    expect(await balanceOf(client)).toBe(0);
    expect((await admin.post('/v1/admin/transactions/unknown-id/approve')).status).toBe(404);
  });
});

describe('concurrent decisions', () => {
  it('50 concurrent approvals of one deposit credit it once', async () => {
    const { client } = await registerActiveUser(ctx);
    const deposit = await client.post('/v1/deposits', { paymentMethodId: methodId, amount: 77_00 });
    const admins = await Promise.all(Array.from({ length: 5 }, () => adminClient(ctx)));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        admins[i % 5]!.post(`/v1/admin/transactions/${deposit.body.$id}/approve`),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    expect(await balanceOf(client)).toBe(77_00);
  });

  it('concurrent approve and reject: exactly one wins', async () => {
    const { client } = await registerActiveUser(ctx);
    for (let round = 0; round < 5; round++) {
      const deposit = await client.post('/v1/deposits', {
        paymentMethodId: methodId,
        amount: 10_00,
      });
      const results = await Promise.all([
        admin.post(`/v1/admin/transactions/${deposit.body.$id}/approve`),
        admin.post(`/v1/admin/transactions/${deposit.body.$id}/reject`),
        admin.post(`/v1/admin/transactions/${deposit.body.$id}/approve`),
        admin.post(`/v1/admin/transactions/${deposit.body.$id}/reject`),
      ]);
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    }
    const list = await client.get(
      '/v1/transactions?queries[0]=' + encodeURIComponent('{"method":"limit","values":[100]}'),
    );
    const approved = list.body.transactions.filter(
      (t: { status: string }) => t.status === 'success',
    ).length;
    expect(await balanceOf(client)).toBe(approved * 10_00);
  });
});
