import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import {
  adminClient,
  registerActiveUser,
  type TestClient,
  type TestResponse,
} from '../../../test/support/client.ts';
import { countStatements } from '../../../test/support/count-statements.ts';
import { fund, seedPaymentMethod, seedPlan } from '../../../test/support/seed.ts';

/**
 * The statements a money request sends to PostgreSQL, pinned: each is a round trip and work
 * for the database, and the invariants need no more than these. Counted through node-postgres,
 * so PostgreSQL only. The session lookup of the auth plugin is left out (it is the read path's).
 */
let ctx: TestContext;
let admin: TestClient;
let methodId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx)).id;
});

/**
 * Each statement as a short label: BEGIN / COMMIT / ROLLBACK, the tables it writes in order
 * (`update users + insert ledger_transfers` for a CTE), or `select <first table>` for a read.
 */
function label(statement: string): string {
  const text = statement.trim().toLowerCase();
  if (/^(begin|commit|rollback|savepoint|release|set)\b/.test(text)) return text.split(/\s/)[0]!;
  const writes = [...text.matchAll(/\b(insert into|update|delete from)\s+"?(\w+)"?/g)].map(
    ([, verb, table]) => `${verb!.split(' ')[0]} ${table}`,
  );
  if (writes.length > 0) return writes.join(' + ');
  return `select ${/\bfrom\s+"?(\w+)"?/.exec(text)?.[1] ?? '?'}`;
}

/** The labels of what a request sent, without the auth plugin's session lookup. */
async function moneyStatements(request: () => Promise<TestResponse>) {
  const { result, statements } = await countStatements(request);
  const labels = statements
    // The auth plugin's session lookup (one statement, decision 035) and its accessedAt refresh.
    .filter((text) => !/^\s*select\b[\s\S]*\bfrom "sessions"/i.test(text))
    .map(label)
    .filter((name) => name !== 'update accounts');
  return { status: result.status, result, labels };
}

describe('a refused keyed request', () => {
  it('a withdrawal over the balance holds nothing, and its key replays the refusal even once the money is there', async () => {
    const { client } = await registerActiveUser(ctx);
    const send = () =>
      client.post(
        '/v1/withdrawals',
        {
          paymentMethodId: methodId,
          amount: 50_00,
          walletAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
        },
        { 'idempotency-key': 'refused-withdrawal-01' },
      );
    const refused = await send();
    expect(refused.status).toBe(400);
    expect((await client.get('/v1/transactions')).body.total).toBe(0);
    await fund(client, admin, methodId, 100_00);
    const replayed = await send();
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe(refused.body.message);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    const dashboard = (await client.get('/v1/dashboard')).body;
    expect({ balance: dashboard.user.balance, held: dashboard.heldBalance }).toEqual({
      balance: 100_00,
      held: 0,
    });
  });
});

describe('statements of a money request', () => {
  it('a deposit with an Idempotency-Key is one statement: the insert, its pending transfer and the key with its answer', async () => {
    const { client } = await registerActiveUser(ctx);
    const { status, labels } = await moneyStatements(() =>
      client.post(
        '/v1/deposits',
        { paymentMethodId: methodId, amount: 40_00 },
        { 'idempotency-key': 'count-deposit-0001' },
      ),
    );
    expect(status).toBe(201);
    expect(labels).toEqual([
      'insert transactions + insert ledger_transfers + insert idempotency_keys',
    ]);
  });

  it("two users' keyed deposits run one named statement, with their own values", async () => {
    const a = await registerActiveUser(ctx);
    const b = await registerActiveUser(ctx);
    const send = (client: TestClient, key: string) =>
      countStatements(() =>
        client.post(
          '/v1/deposits',
          { paymentMethodId: methodId, amount: 40_00 },
          { 'idempotency-key': key },
        ),
      );
    const first = await send(a.client, 'count-deposit-named-a');
    const second = await send(b.client, 'count-deposit-named-b');
    expect([first.result.status, second.result.status]).toEqual([201, 201]);
    const nameOf = (counted: typeof first) =>
      counted.names[
        counted.statements.findIndex((text) => /insert into "transactions"/i.test(text))
      ];
    expect(nameOf(first)).toMatch(/^n_/);
    expect(nameOf(second)).toBe(nameOf(first));
    expect(second.result.body.userId).toBe(b.user.$id);
    expect((await b.client.get('/v1/transactions')).body.transactions).toEqual([
      second.result.body,
    ]);
    expect((await a.client.get('/v1/transactions')).body.transactions).toEqual([first.result.body]);
  });

  it('the same deposit repeated with the same key: its statement fails on the key, which one read replays', async () => {
    const { client } = await registerActiveUser(ctx);
    const send = () =>
      client.post(
        '/v1/deposits',
        { paymentMethodId: methodId, amount: 40_00 },
        { 'idempotency-key': 'count-deposit-0002' },
      );
    const first = await send();
    const { result, labels } = await moneyStatements(send);
    expect(result.status).toBe(201);
    expect(result.headers['idempotent-replayed']).toBe('true');
    expect(result.body.$id).toBe(first.body.$id);
    expect(labels).toEqual([
      'insert transactions + insert ledger_transfers + insert idempotency_keys',
      'select idempotency_keys',
    ]);
    expect((await client.get('/v1/transactions')).body.total).toBe(1);
  });

  it('a deposit without a key is one statement: the insert reads the payment method itself and writes the pending transfer', async () => {
    const { client } = await registerActiveUser(ctx);
    const { status, labels } = await moneyStatements(() =>
      client.post('/v1/deposits', { paymentMethodId: methodId, amount: 40_00 }),
    );
    expect(status).toBe(201);
    expect(labels).toEqual(['insert transactions + insert ledger_transfers']);
  });

  it('a keyed deposit with an unknown payment method inserts nothing, then stores its refusal in one statement', async () => {
    const { client } = await registerActiveUser(ctx);
    const { status, labels } = await moneyStatements(() =>
      client.post(
        '/v1/deposits',
        { paymentMethodId: 'no-such-method', amount: 40_00 },
        { 'idempotency-key': 'count-deposit-0003' },
      ),
    );
    expect(status).toBe(404);
    expect(labels).toEqual([
      'insert transactions + insert ledger_transfers + insert idempotency_keys',
      'select payment_methods',
      'insert idempotency_keys',
    ]);
  });

  it('a withdrawal request with a key: the payment method (its network checks the address), then one statement: the conditional hold, the row, its pending transfers, the mail and the key', async () => {
    const { client } = await registerActiveUser(ctx);
    await fund(client, admin, methodId, 100_00);
    const { status, labels } = await moneyStatements(() =>
      client.post(
        '/v1/withdrawals',
        {
          paymentMethodId: methodId,
          amount: 30_00,
          walletAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
        },
        { 'idempotency-key': 'count-withdrawal-0001' },
      ),
    );
    expect(status).toBe(201);
    expect(labels).toEqual([
      'select payment_methods',
      'update users + insert transactions + insert ledger_transfers + insert mail_outbox + insert idempotency_keys',
    ]);
  });

  it("an approval of a deposit: the decision with its owner's address, the posted transfer with the balance in one statement, then the mail, the notice and the audit entry in one", async () => {
    const { client } = await registerActiveUser(ctx);
    const deposit = await client.post('/v1/deposits', {
      paymentMethodId: methodId,
      amount: 60_00,
    });
    const { status, labels } = await moneyStatements(() =>
      admin.post(`/v1/admin/transactions/${deposit.body.$id}/approve`),
    );
    expect(status).toBe(200);
    expect(labels).toEqual([
      'begin',
      'update transactions',
      'insert ledger_transfers + update users',
      'insert mail_outbox + insert notifications + insert audit_log',
      'commit',
    ]);
  });

  it('an approval of a withdrawal: its pending transfers posted with the hold and balance in one statement, then the mail, the notice and the audit entry in one', async () => {
    const { client } = await registerActiveUser(ctx);
    await fund(client, admin, methodId, 100_00);
    const withdrawal = await client.post('/v1/withdrawals', {
      paymentMethodId: methodId,
      amount: 30_00,
      walletAddress: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    });
    const { status, labels } = await moneyStatements(() =>
      admin.post(`/v1/admin/transactions/${withdrawal.body.$id}/approve`),
    );
    expect(status).toBe(200);
    expect(labels).toEqual([
      'begin',
      'update transactions',
      'insert ledger_transfers + update users',
      'insert mail_outbox + insert notifications + insert audit_log',
      'commit',
    ]);
  });

  it("a rejection of a deposit: the decision with its owner's address, the voided transfer, then the notice, the mail and the audit entry in one", async () => {
    const { client } = await registerActiveUser(ctx);
    const deposit = await client.post('/v1/deposits', {
      paymentMethodId: methodId,
      amount: 45_00,
    });
    const { status, labels } = await moneyStatements(() =>
      admin.post(`/v1/admin/transactions/${deposit.body.$id}/reject`, { reason: 'No funds seen' }),
    );
    expect(status).toBe(200);
    expect(labels).toEqual([
      'begin',
      'update transactions',
      'insert ledger_transfers + update users',
      'insert notifications + insert mail_outbox + insert audit_log',
      'commit',
    ]);
  });

  it("a decision's update is one named statement (planned once per connection), approval or rejection", async () => {
    const { client } = await registerActiveUser(ctx);
    const decided = async (decision: 'approve' | 'reject') => {
      const deposit = await client.post('/v1/deposits', {
        paymentMethodId: methodId,
        amount: 5_00,
      });
      const counted = await countStatements(() =>
        admin.post(`/v1/admin/transactions/${deposit.body.$id}/${decision}`),
      );
      expect(counted.result.status).toBe(200);
      const update = counted.statements.findIndex((text) => /^update "transactions"/i.test(text));
      return counted.names[update];
    };
    const approval = await decided('approve');
    expect(approval).toMatch(/^n_/);
    expect(await decided('reject')).toBe(approval);
  });

  it('a claim with nothing to claim is refused on one read of the profit and the trade, without a transaction; one with profit reads it once', async () => {
    // The accrual's timer mode: a claim pays the days passed before it pays out.
    const timer = await createTestContext({ ACCRUAL_MODE: 'timer' });
    const timerAdmin = await adminClient(timer);
    const method = (await seedPaymentMethod(timer)).id;
    const { client } = await registerActiveUser(timer);
    const refused = await moneyStatements(() => client.post('/v1/trades/claim'));
    expect(refused.status).toBe(400);
    expect(refused.labels).toEqual(['select users']);
    const plan = await seedPlan(timer, { min: 100_00, roiBps: 1000, days: 3 });
    await fund(client, timerAdmin, method, 100_00);
    expect((await client.post('/v1/trades', { planId: plan.id, amount: 100_00 })).status).toBe(201);
    expect((await moneyStatements(() => client.post('/v1/trades/claim'))).labels).toEqual([
      'select users',
    ]);
    // A day has passed: nothing credited yet, but the claim pays the day the accrual would.
    timer.clock.advance(86_400_000 + 1000);
    const paid = await moneyStatements(() => client.post('/v1/trades/claim'));
    expect(paid.status).toBe(200);
    expect(paid.result.body).toEqual({ profit: 10_00, capitalReturned: 100_00 });
    // (The day also refreshed the session's access time, off the request's path.)
    expect(paid.labels.filter((name) => !name.startsWith('update sessions'))).toEqual([
      'select users',
      'begin',
      // The accrual: the owner locked, the trade again, the day paid, the days counted.
      'select users',
      'select trades',
      'insert ledger_transfers + update users',
      'update trades',
      // The payout, from the first read: the profit credited, the trade closed, its capital back.
      'update users + insert ledger_transfers',
      'insert transactions',
      'insert notifications',
      'update trades',
      'update users + insert ledger_transfers',
      'insert transactions',
      'commit',
    ]);
  });
  it('a trade, a top-up of it and a paying claim send their reads and writes as named statements, planned once per connection', async () => {
    const timer = await createTestContext({ ACCRUAL_MODE: 'timer' });
    const timerAdmin = await adminClient(timer);
    const method = (await seedPaymentMethod(timer)).id;
    const { client } = await registerActiveUser(timer);
    const plan = await seedPlan(timer, { min: 100_00, roiBps: 1000, days: 3 });
    await fund(client, timerAdmin, method, 300_00);
    /** The labels of the unnamed statements a request sent, but BEGIN, COMMIT and the session's. */
    const unnamed = async (request: () => Promise<TestResponse>) => {
      const counted = await countStatements(request);
      expect(counted.result.status).toBeLessThan(300);
      return counted.statements
        .filter((text, i) => counted.names[i] === undefined)
        .filter((text) => !/^\s*(begin|commit)\b/i.test(text))
        .filter((text) => !/"sessions"|update "accounts"/i.test(text))
        .map(label);
    };
    expect(
      await unnamed(() => client.post('/v1/trades', { planId: plan.id, amount: 100_00 })),
    ).toEqual([]);
    expect(
      await unnamed(() => client.post('/v1/trades', { planId: plan.id, amount: 100_00 })),
    ).toEqual([]);
    timer.clock.advance(86_400_000 + 1000);
    expect(await unnamed(() => client.post('/v1/trades/claim'))).toEqual([]);
  });
});
