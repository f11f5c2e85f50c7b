import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerActiveUser, type TestClient } from '../../../test/support/client.ts';
import { fund, seedPaymentMethod } from '../../../test/support/seed.ts';

let ctx: TestContext;
let admin: TestClient;
let methodId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx)).id;
});

describe('Idempotency-Key', () => {
  it('replays the first response for the same key and body, creating one transaction', async () => {
    const { client } = await registerActiveUser(ctx);
    const body = { paymentMethodId: methodId, amount: 100_00 };
    const headers = { 'idempotency-key': 'deposit-key-0001' };
    const results = await Promise.all(
      [1, 2, 3].map(() => client.post('/v1/deposits', body, headers)),
    );
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.$id)).size).toBe(1);
    const replay = await client.post('/v1/deposits', body, headers);
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.$id).toBe(created[0]!.body.$id);
    expect((await client.get('/v1/transactions')).body.total).toBe(1);
  });

  it('refuses the same key with another body', async () => {
    const { client } = await registerActiveUser(ctx);
    const headers = { 'idempotency-key': 'deposit-key-0002' };
    expect(
      (await client.post('/v1/deposits', { paymentMethodId: methodId, amount: 100_00 }, headers))
        .status,
    ).toBe(201);
    const other = await client.post(
      '/v1/deposits',
      { paymentMethodId: methodId, amount: 200_00 },
      headers,
    );
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(
      'This Idempotency-Key was already used for a different request',
    );
    expect((await client.get('/v1/transactions')).body.total).toBe(1);
  });

  it('keeps keys per user, replays refusals, and rejects malformed keys', async () => {
    const a = await registerActiveUser(ctx);
    const b = await registerActiveUser(ctx);
    const headers = { 'idempotency-key': 'shared-key-0003' };
    const body = {
      paymentMethodId: methodId,
      amount: 5_00,
      walletAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    };
    const refused = await a.client.post('/v1/withdrawals', body, headers);
    expect(refused.status).toBe(400);
    await fund(a.client, admin, methodId, 10_00);
    const replayed = await a.client.post('/v1/withdrawals', body, headers);
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe('Insufficient balance');
    expect(
      (await b.client.post('/v1/deposits', { paymentMethodId: methodId, amount: 1_00 }, headers))
        .status,
    ).toBe(201);
    expect(
      (
        await a.client.post(
          '/v1/deposits',
          { paymentMethodId: methodId, amount: 1_00 },
          { 'idempotency-key': 'x' },
        )
      ).status,
    ).toBe(400);
  });

  it('a double click on claim with one key pays once', async () => {
    const { client } = await registerActiveUser(ctx);
    await fund(client, admin, methodId, 10_00);
    const headers = { 'idempotency-key': 'withdraw-key-0004' };
    const body = {
      paymentMethodId: methodId,
      amount: 10_00,
      walletAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    };
    const [first, second] = await Promise.all([
      client.post('/v1/withdrawals', body, headers),
      client.post('/v1/withdrawals', body, headers),
    ]);
    expect([first.status, second.status].sort()).toEqual(expect.arrayContaining([201]));
    expect((await client.get('/v1/dashboard')).body.pendingWithdrawals).toBe(1);
  });
});
