import { and, count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerActiveUser, type TestClient } from '../../../test/support/client.ts';
import { fund, seedPaymentMethod, seedPlan } from '../../../test/support/seed.ts';
import { idempotencyKeys, transactions } from '../../db/schema.ts';
import { IDEMPOTENCY_LEASE_MS } from './idempotency-keys.ts';

/**
 * Decision 012: an Idempotency-Key must never stay "in flight" after the request holding it died,
 * and its retry must run the money operation exactly once (or replay it, when it committed).
 */
let ctx: TestContext;
let admin: TestClient;
let methodId: string;
let planId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx)).id;
  planId = (await seedPlan(ctx, { min: 100_00, max: 10_000_00 })).id;
});

const deposit = { amount: 25_00 };
async function depositsOf(userId: string) {
  return rowsOfKind(userId, 'deposit');
}
async function rowsOfKind(userId: string, kind: string) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.kind, kind)));
  return row!.n;
}

/**
 * The two ways a keyed request runs (decision 063): a deposit or a withdrawal is one statement
 * that writes its key (decision 066); an investment claims its key, runs and stores its answer in
 * one transaction.
 */
const paths = [
  {
    name: 'a deposit (one statement)',
    path: '/v1/deposits',
    route: 'POST /v1/deposits',
    kind: 'deposit',
    funds: 0,
    body: (methodId: string) => ({ paymentMethodId: methodId, ...deposit }),
  },
  {
    name: 'a withdrawal (one statement)',
    path: '/v1/withdrawals',
    route: 'POST /v1/withdrawals',
    kind: 'withdrawal',
    funds: 100_00,
    body: (methodId: string) => ({
      paymentMethodId: methodId,
      amount: 10_00,
      walletAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    }),
  },
  {
    name: 'an investment (a transaction)',
    path: '/v1/trades',
    route: 'POST /v1/trades',
    kind: 'investment',
    funds: 1_000_00,
    body: () => ({ planId: planId, amount: 100_00 }),
  },
];

describe.each(paths)('Idempotency-Key after a crash: $name', (keyed) => {
  async function userWithFunds() {
    const registered = await registerActiveUser(ctx);
    if (keyed.funds > 0) await fund(registered.client, admin, methodId, keyed.funds);
    return registered;
  }

  it('a key whose holder died is taken over by the retry, which runs the operation once and then replays it', async () => {
    const { client, user } = await userWithFunds();
    const key = `died-holder-${keyed.kind}`;
    const body = keyed.body(methodId);
    const done = () => rowsOfKind(user.$id, keyed.kind);
    // What a process killed in the middle of the request leaves: the key claimed, no answer.
    const probeKey = `hash-probe-${keyed.kind}`;
    const first = await client.post(keyed.path, body, { 'idempotency-key': probeKey });
    const [probe] = await ctx.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, user.$id), eq(idempotencyKeys.key, probeKey)));
    expect(first.status).toBe(201);
    await ctx.database.db.insert(idempotencyKeys).values({
      userId: user.$id,
      key,
      route: keyed.route,
      requestHash: probe!.requestHash,
      createdAt: ctx.clock.now(),
    });
    expect(await done()).toBe(1);

    // Within the lease the holder may still be alive: the retry is told to wait.
    const early = await client.post(keyed.path, body, { 'idempotency-key': key });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A request with this Idempotency-Key is still being processed');

    ctx.clock.advance(IDEMPOTENCY_LEASE_MS);
    const retried = await client.post(keyed.path, body, { 'idempotency-key': key });
    expect(retried.status).toBe(201);
    expect(await done()).toBe(2);

    const again = await client.post(keyed.path, body, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(retried.body);
    expect(await done()).toBe(2);
  });

  it('a request cut off after the money moved but before its answer was stored leaves nothing behind; its retry runs once', async () => {
    const { client, user } = await userWithFunds();
    const key = `crash-after-money-${keyed.kind}`;
    const body = keyed.body(methodId);
    const done = () => rowsOfKind(user.$id, keyed.kind);
    // The process "dies" exactly when the key's answer is written (after the money's rows).
    await ctx.database.db.execute(sql`
      CREATE OR REPLACE FUNCTION test_crash_on_answer() RETURNS trigger AS $$
      BEGIN
        IF NEW.key LIKE 'crash-%' AND NEW.status_code IS NOT NULL THEN
          RAISE EXCEPTION 'simulated crash';
        END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await ctx.database.db.execute(sql`
      CREATE TRIGGER test_crash_on_answer BEFORE INSERT OR UPDATE ON idempotency_keys
      FOR EACH ROW EXECUTE FUNCTION test_crash_on_answer()`);
    const cut = await client.post(keyed.path, body, { 'idempotency-key': key });
    await ctx.database.db.execute(sql`DROP TRIGGER test_crash_on_answer ON idempotency_keys`);
    expect(cut.status).toBe(500);
    expect(await done()).toBe(0);

    const retried = await client.post(keyed.path, body, { 'idempotency-key': key });
    expect(retried.status).toBe(201);
    const replayed = await client.post(keyed.path, body, { 'idempotency-key': key });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toEqual(retried.body);
    expect(await done()).toBe(1);
  });
});

describe('Idempotency-Key after a refusal', () => {
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
