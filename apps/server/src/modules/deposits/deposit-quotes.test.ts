import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@copyvest/shared';
import { inArray } from 'drizzle-orm';
import { depositQuotes } from '../../db/schema.ts';
import { sweepExpiredQuotes } from './sweep-expired-quotes.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerActiveUser, type TestClient } from '../../../test/support/client.ts';
import { seedPaymentMethod } from '../../../test/support/seed.ts';

let ctx: TestContext;
let admin: TestClient;
let bitcoin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  const method = await seedPaymentMethod(ctx, { name: 'Bitcoin', code: `btc` });
  bitcoin = method.id;
  const rated = await admin.patch(`/v1/payment-methods/${bitcoin}`, {
    code: method.code,
    name: method.name,
    address: method.address,
    rate: '64000',
  });
  expect(rated.status).toBe(200);
  expect(rated.body).toMatchObject({ rate: '64000' });
  expect(rated.body.rateUpdatedAt).toEqual(expect.any(String));
});

describe('deposit quotes', () => {
  it('a $2,000 deposit in bitcoin at $64,000 is quoted 0.03125 BTC with a BIP-21 URI and a 30-minute window', async () => {
    const { client } = await registerActiveUser(ctx);
    const quote = await client.post('/v1/deposits/quotes', {
      paymentMethodId: bitcoin,
      amount: 2_000_00,
    });
    expect(quote.status).toBe(201);
    expect(quote.body).toMatchObject({
      amount: 2_000_00,
      rate: '64000',
      cryptoAmount: '0.03125',
      coin: 'BTC',
      network: 'bitcoin',
    });
    expect(quote.body.paymentUri).toBe(`bitcoin:${quote.body.address}?amount=0.03125`);
    const window = Date.parse(quote.body.expiresAt) - Date.parse(quote.body.createdAt);
    expect(window).toBe(30 * 60_000);

    const deposit = await client.post('/v1/deposits', {
      paymentMethodId: bitcoin,
      amount: 2_000_00,
      quoteId: quote.body.id,
    });
    expect(deposit.status).toBe(201);
    expect(deposit.body).toMatchObject({ cryptoAmount: '0.03125', quoteRate: '64000' });
    const listed = await admin.get(`/v1/admin/transactions?search=${deposit.body.transactionId}`);
    expect(listed.body.transactions[0]).toMatchObject({ cryptoAmount: '0.03125' });
  });

  it('a keyed deposit from a quote replays its first answer field for field, though the quote is used by then', async () => {
    const { client } = await registerActiveUser(ctx);
    const quote = await client.post('/v1/deposits/quotes', {
      paymentMethodId: bitcoin,
      amount: 1_234_56,
    });
    const body = {
      paymentMethodId: bitcoin,
      amount: 1_234_56,
      quoteId: quote.body.id,
      txHash: 'a'.repeat(64),
    };
    const headers = { 'idempotency-key': 'quoted-deposit-0001' };
    const first = await client.post('/v1/deposits', body, headers);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ quoteRate: '64000', txHash: 'a'.repeat(64) });
    const replayed = await client.post('/v1/deposits', body, headers);
    expect(replayed.status).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toEqual(first.body);
    expect((await client.get('/v1/transactions')).body.total).toBe(1);
  });

  it('a method without a rate is quoted in dollars only, and the QR holds the bare address', async () => {
    const unrated = await seedPaymentMethod(ctx, { name: 'Litecoin', code: 'ltcq' });
    const { client } = await registerActiveUser(ctx);
    const quote = await client.post('/v1/deposits/quotes', {
      paymentMethodId: unrated.id,
      amount: 100_00,
    });
    expect(quote.status).toBe(201);
    expect(quote.body).toMatchObject({
      rate: null,
      cryptoAmount: null,
      paymentUri: unrated.address,
    });
  });

  it('a quote is used once, only by its owner, for its method and amount, within its window', async () => {
    const { client } = await registerActiveUser(ctx);
    const other = (await registerActiveUser(ctx)).client;
    const quote = (
      await client.post('/v1/deposits/quotes', { paymentMethodId: bitcoin, amount: 500_00 })
    ).body;
    const body = { paymentMethodId: bitcoin, amount: 500_00, quoteId: quote.id };

    const stranger = await other.post('/v1/deposits', body);
    expect(stranger.status).toBe(404);
    expect(stranger.body.type).toBe('deposit_quote_not_found');
    const otherAmount = await client.post('/v1/deposits', { ...body, amount: 600_00 });
    expect(otherAmount.status).toBe(400);
    expect(otherAmount.body.message).toBe(messages.errors.quoteMismatch);

    const [first, second] = await Promise.all([
      client.post('/v1/deposits', body),
      client.post('/v1/deposits', body),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    expect([first, second].find((r) => r.status === 409)!.body.type).toBe('deposit_quote_used');

    const late = (
      await client.post('/v1/deposits/quotes', { paymentMethodId: bitcoin, amount: 500_00 })
    ).body;
    ctx.clock.advance(31 * 60_000);
    const expired = await client.post('/v1/deposits', { ...body, quoteId: late.id });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe(messages.errors.quoteExpired);
    const transactions = await client.get('/v1/transactions');
    expect(transactions.body.total).toBe(1);
  });

  it('the sweep removes quotes expired over a day that no deposit used, and keeps the used one', async () => {
    const { client } = await registerActiveUser(ctx);
    const quote = () =>
      client.post('/v1/deposits/quotes', { paymentMethodId: bitcoin, amount: 500_00 });
    const used = (await quote()).body.id as string;
    const unused = (await quote()).body.id as string;
    const paid = await client.post('/v1/deposits', {
      paymentMethodId: bitcoin,
      amount: 500_00,
      quoteId: used,
    });
    expect(paid.status).toBe(201);
    const left = async () =>
      (
        await ctx.database.db
          .select({ id: depositQuotes.id })
          .from(depositQuotes)
          .where(inArray(depositQuotes.id, [used, unused]))
      )
        .map((row) => row.id)
        .sort();

    ctx.clock.advance(60 * 60_000);
    await sweepExpiredQuotes({ deps: ctx.deps });
    expect(await left()).toEqual([used, unused].sort());

    ctx.clock.advance(24 * 60 * 60_000);
    expect(await sweepExpiredQuotes({ deps: ctx.deps })).toBeGreaterThanOrEqual(1);
    expect(await left()).toEqual([used]);
    const detail = await client.get(`/v1/transactions/${paid.body.$id ?? paid.body.id}`);
    expect(detail.status).toBe(200);
  });

  it('refuses a bad rate with the message, and an unknown method', async () => {
    const method = await seedPaymentMethod(ctx, { code: 'btcr' });
    for (const rate of ['0', '-1', 'abc', '1.123456789']) {
      const refused = await admin.patch(`/v1/payment-methods/${method.id}`, {
        code: method.code,
        name: method.name,
        address: method.address,
        rate,
      });
      expect(refused.status, rate).toBe(400);
      expect(refused.body.message, rate).toBe(messages.validation.rateInvalid);
    }
    const { client } = await registerActiveUser(ctx);
    const unknown = await client.post('/v1/deposits/quotes', {
      paymentMethodId: 'nope',
      amount: 100,
    });
    expect(unknown.status).toBe(404);
  });
});
