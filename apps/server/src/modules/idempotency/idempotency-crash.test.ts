import { and, count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { registerActiveUser } from '../../../test/support/client.ts';
import { seedPaymentMethod } from '../../../test/support/seed.ts';
import { idempotencyKeys, transactions } from '../../db/schema.ts';
import { IDEMPOTENCY_LEASE_MS } from './with-idempotency.ts';

/**
 * Decision 012: an Idempotency-Key must never stay "in flight" after the request holding it died,
 * and its retry must run the money operation exactly once (or replay it, when it committed).
 */
let ctx: TestContext;
let methodId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  methodId = (await seedPaymentMethod(ctx)).id;
});

const deposit = { amount: 25_00 };
async function depositsOf(userId: string) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.kind, 'deposit')));
  return row!.n;
}

describe('Idempotency-Key after a crash', () => {
  it('a key whose holder died is taken over by the retry, which runs the deposit once and then replays it', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const key = 'died-holder-0001';
    const body = { paymentMethodId: methodId, ...deposit };
    // What a process killed in the middle of the request leaves: the key claimed, no answer.
    const route = 'POST /v1/deposits';
    const first = await client.post('/v1/deposits', body, { 'idempotency-key': 'hash-probe-01' });
    const [probe] = await ctx.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'hash-probe-01'));
    expect(first.status).toBe(201);
    await ctx.database.db.insert(idempotencyKeys).values({
      userId: user.$id,
      key,
      route,
      requestHash: probe!.requestHash,
      createdAt: ctx.clock.now(),
    });
    expect(await depositsOf(user.$id)).toBe(1);

    // Within the lease the holder may still be alive: the retry is told to wait.
    const early = await client.post('/v1/deposits', body, { 'idempotency-key': key });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A request with this Idempotency-Key is still being processed');

    ctx.clock.advance(IDEMPOTENCY_LEASE_MS);
    const retried = await client.post('/v1/deposits', body, { 'idempotency-key': key });
    expect(retried.status).toBe(201);
    expect(await depositsOf(user.$id)).toBe(2);

    const again = await client.post('/v1/deposits', body, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.$id).toBe(retried.body.$id);
    expect(await depositsOf(user.$id)).toBe(2);
  });

  it('a request cut off after the money moved but before its answer was stored leaves nothing behind; its retry runs once', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const key = 'crash-after-money-01';
    const body = { paymentMethodId: methodId, ...deposit };
    // The process "dies" exactly when the key's answer is written (after the deposit row).
    await ctx.database.db.execute(sql`
      CREATE OR REPLACE FUNCTION test_crash_on_answer() RETURNS trigger AS $$
      BEGIN
        IF NEW.key LIKE 'crash-%' AND NEW.status_code IS NOT NULL THEN
          RAISE EXCEPTION 'simulated crash';
        END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await ctx.database.db.execute(sql`
      CREATE TRIGGER test_crash_on_answer BEFORE UPDATE ON idempotency_keys
      FOR EACH ROW EXECUTE FUNCTION test_crash_on_answer()`);
    const cut = await client.post('/v1/deposits', body, { 'idempotency-key': key });
    await ctx.database.db.execute(sql`DROP TRIGGER test_crash_on_answer ON idempotency_keys`);
    expect(cut.status).toBe(500);
    expect(await depositsOf(user.$id)).toBe(0);

    const retried = await client.post('/v1/deposits', body, { 'idempotency-key': key });
    expect(retried.status).toBe(201);
    const replayed = await client.post('/v1/deposits', body, { 'idempotency-key': key });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body.$id).toBe(retried.body.$id);
    expect(await depositsOf(user.$id)).toBe(1);
  });

  it('replays a refusal with the same message, and a later retry still runs nothing', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const key = 'refused-once-0001';
    const body = {
      paymentMethodId: methodId,
      amount: 5_00,
      walletAddress: 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    };
    const refused = await client.post('/v1/withdrawals', body, { 'idempotency-key': key });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Insufficient balance');
    const replayed = await client.post('/v1/withdrawals', body, { 'idempotency-key': key });
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe('Insufficient balance');
    const [row] = await ctx.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, user.$id), eq(idempotencyKeys.key, key)));
    expect(row!.statusCode).toBe(400);
  });
});

// A real connection death: a second connection holds the key, then dies.
describe('Idempotency-Key when the holder connection dies (PostgreSQL)', () => {
  it('a holder whose connection dropped mid-transaction leaves the key free for the retry', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const key = 'dropped-conn-0001';
    const holder = new pg.Client({ connectionString: ctx.url });
    await holder.connect();
    holder.on('error', () => undefined);
    await holder.query('BEGIN');
    await holder.query(
      `INSERT INTO idempotency_keys (user_id, key, route, request_hash, created_at)
       VALUES ($1, $2, 'POST /v1/deposits', 'x', now())`,
      [user.$id, key],
    );
    // kill -9 of the holder's process: its socket closes without a goodbye.
    (
      holder as unknown as { connection: { stream: { destroy(): void } } }
    ).connection.stream.destroy();
    const retried = await client.post(
      '/v1/deposits',
      { paymentMethodId: methodId, ...deposit },
      { 'idempotency-key': key },
    );
    expect(retried.status).toBe(201);
    expect(await depositsOf(user.$id)).toBe(1);
  });
});
