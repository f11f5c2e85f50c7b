import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerActiveUser, type TestClient } from '../../../test/support/client.ts';
import { fund, seedPaymentMethod } from '../../../test/support/seed.ts';
import { reconciliations } from '../../db/schema.ts';
import { runReconciliation } from './run-reconciliation.ts';

let ctx: TestContext;
let admin: TestClient;
let methodId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx)).id;
});

type Account = { account: string; posted: number; pendingDebits: number; pendingCredits: number };
const accountOf = (books: { accounts: Account[] }, code: string) =>
  books.accounts.find((a) => a.account === code)!;

describe('GET /v1/admin/books', () => {
  it('is for admins only', async () => {
    const { client } = await registerActiveUser(ctx);
    expect([401, 403]).toContain((await client.get('/v1/admin/books')).status);
  });

  it('shows the fee earned on an approved withdrawal, a pending deposit, and reconciliations', async () => {
    const { client, user } = await registerActiveUser(ctx);
    await fund(client, admin, methodId, 100_00);
    const request = await client.post('/v1/withdrawals', {
      paymentMethodId: methodId,
      amount: 60_00,
      walletAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    });
    expect(request.status).toBe(201);

    let books = (await admin.get('/v1/admin/books')).body;
    // Before the decision the withdrawal waits: the user's balance is the debited side.
    expect(accountOf(books, 'withdrawal_fees_earned')).toEqual({
      account: 'withdrawal_fees_earned',
      posted: 0,
      pendingDebits: 0,
      pendingCredits: 6_00,
    });

    expect((await admin.post(`/v1/admin/transactions/${request.body.$id}/approve`)).status).toBe(
      200,
    );
    const deposit = await client.post('/v1/deposits', { paymentMethodId: methodId, amount: 25_00 });
    expect(deposit.status).toBe(201);
    await runReconciliation({ deps: ctx.deps, force: true });

    const response = await admin.get('/v1/admin/books');
    expect(response.status).toBe(200);
    books = response.body;
    expect(books.accounts.map((a: Account) => a.account)).toEqual([
      'deposits_received',
      'withdrawals_paid',
      'withdrawal_fees_earned',
      'capital_in_trades',
      'profit_paid',
      'referral_bonuses_paid',
      'admin_adjustments',
      'bonuses_granted',
      'copy_trading_results',
      'referral_commissions',
    ]);
    expect(accountOf(books, 'withdrawal_fees_earned')).toMatchObject({
      posted: 6_00,
      pendingCredits: 0,
    });
    expect(accountOf(books, 'withdrawals_paid').posted).toBe(54_00);
    expect(accountOf(books, 'deposits_received')).toMatchObject({
      posted: -100_00,
      pendingDebits: 25_00,
    });
    expect(books.users).toEqual({ balance: 40_00, profit: 0, held: 0, inCopies: 0, bonus: 0 });

    expect(books.daily).toHaveLength(30);
    const today = ctx.deps.clock.now().toISOString().slice(0, 10);
    expect(books.daily.at(-1)).toEqual({
      day: today,
      deposits: 100_00,
      withdrawals: 54_00,
      fees: 6_00,
      profit: 0,
      bonuses: 0,
    });
    expect(books.daily.slice(0, -1).every((d: { deposits: number }) => d.deposits === 0)).toBe(
      true,
    );

    expect(books.pending).toEqual([
      {
        id: expect.any(Number),
        debitAccount: 'platform:deposits_received',
        creditAccount: `user:${user.$id}:balance`,
        amount: 25_00,
        reason: expect.any(String),
        reference: deposit.body.transactionId,
        createdAt: expect.any(String),
      },
    ]);
    expect(books.reconciliations).toEqual([
      {
        id: expect.any(Number),
        startedAt: expect.any(String),
        finishedAt: expect.any(String),
        ok: true,
        anomalies: [],
      },
    ]);
    expect(books.selfDecisions).toBe(0);
  });

  it('lists the newest reconciliations first with their anomalies, and the overview shows the last', async () => {
    const at = new Date(ctx.deps.clock.now().getTime() + 60_000);
    const anomaly = { kind: 'ledger_not_zero', subject: 'usd', expected: 0, found: 5 };
    await ctx.database.db
      .insert(reconciliations)
      .values({ startedAt: at, finishedAt: at, ok: false, anomalies: [anomaly], totals: {} });
    const books = (await admin.get('/v1/admin/books')).body;
    expect(books.reconciliations[0]).toMatchObject({ ok: false, anomalies: [anomaly] });
    expect((await admin.get('/v1/admin/overview')).body.lastReconciliation).toEqual({
      ok: false,
      finishedAt: at.toISOString(),
      anomalies: 1,
    });
  });
});
