import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerTransfers, mailOutbox, transactions, users } from '../../db/schema.ts';
import { platformAccount, prepareTransfer, userAccount } from '../ledger/index.ts';
import { insertPaymentTransaction } from './insert-payment-transaction.ts';
import { newId, newTransactionId } from '../../lib/ids.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerActiveUser } from '../../../test/support/client.ts';
import { fund, seedPaymentMethod } from '../../../test/support/seed.ts';
import { NEW_TRANSACTION_ID } from '../../../test/support/transaction-id.ts';
import { insertTransaction } from './insert-transaction.ts';
import { insertTransactions } from './insert-transactions.ts';

let ctx: TestContext;
let methodId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  methodId = (await seedPaymentMethod(ctx)).id;
});

// A rejected deposit's row: the rows these tests insert directly have no transfers in the books,
// which is what a rejected deposit leaves (a pending one would hold a pending transfer).
const rejectedDeposit = (userId: string) => ({
  userId,
  amount: 5_00,
  type: 'credit' as const,
  status: 'failed' as const,
  kind: 'deposit',
  description: 'Deposit via Bitcoin',
  crypto: 'Bitcoin',
  createdAt: ctx.clock.now(),
});

describe('transaction ids', () => {
  it('are TNX- plus 6 characters without look-alikes, and every character is used', async () => {
    const { client } = await registerActiveUser(ctx);
    const deposit = await client.post('/v1/deposits', { paymentMethodId: methodId, amount: 10_00 });
    expect(deposit.status).toBe(201);
    expect(deposit.body.transactionId).toMatch(NEW_TRANSACTION_ID);

    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const id = newTransactionId();
      expect(id).toMatch(NEW_TRANSACTION_ID);
      for (const char of id.slice(4)) seen.add(char);
    }
    // 31 characters: 2-9 and A-Z without I, L and O (a 6-digit space would show only 10).
    expect(seen.size).toBe(31);
  });

  it('a colliding id is drawn again: the unique index keeps ids unique', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const first = await client.post('/v1/deposits', { paymentMethodId: methodId, amount: 10_00 });
    const taken = first.body.transactionId as string;
    const draws = [taken, taken];
    let drawn = 0;
    const row = await insertTransaction({
      tx: ctx.database.db,
      values: rejectedDeposit(user.$id),
      id: newId(),
      drawTransactionId: () => {
        drawn++;
        return draws.shift() ?? newTransactionId();
      },
    });
    expect(drawn).toBe(3);
    expect(row.transactionId).toMatch(NEW_TRANSACTION_ID);
    expect(row.transactionId).not.toBe(taken);
    const list = await client.get('/v1/transactions');
    expect(list.body.total).toBe(2);
  });

  it('a batch draws again the ids taken before it and the ids it drew twice', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const first = await client.post('/v1/deposits', { paymentMethodId: methodId, amount: 10_00 });
    const taken = first.body.transactionId as string;
    // Row 1 draws a taken id, rows 2 and 3 draw the same one: one of each is drawn again.
    const draws = [taken, 'TNX-BATCH2', 'TNX-BATCH2'];
    const rows = await insertTransactions({
      tx: ctx.database.db,
      values: [1, 2, 3].map(() => rejectedDeposit(user.$id)),
      drawTransactionId: () => draws.shift() ?? newTransactionId(),
    });
    const ids = rows.map((row) => row.transactionId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect(ids).not.toContain(taken);
    expect(ids).toContain('TNX-BATCH2');
    const list = await client.get('/v1/transactions');
    expect(list.body.total).toBe(4);
  });

  it('an id made before the new alphabet (TNX- plus 6 digits) is shown unchanged', async () => {
    const { client, user } = await registerActiveUser(ctx);
    await ctx.database.db
      .insert(transactions)
      .values({ ...rejectedDeposit(user.$id), id: newId(), transactionId: 'TNX-042917' });
    const list = await client.get('/v1/transactions?search=TNX-042917');
    expect(list.status).toBe(200);
    expect(list.body.transactions.map((t: { transactionId: string }) => t.transactionId)).toEqual([
      'TNX-042917',
    ]);
  });

  it.each([
    ['alone', false],
    ['in a transaction (a savepoint per attempt)', true],
  ])(
    'a withdrawal that draws a taken id holds nothing for it and is written once with the next id: %s',
    async (_, inTransaction) => {
      const admin = await adminClient(ctx);
      const { client, user } = await registerActiveUser(ctx);
      await fund(client, admin, methodId, 100_00);
      const taken = (await client.get('/v1/transactions')).body.transactions[0].transactionId;
      const draws = [taken, taken];
      let drawn = 0;
      const at = ctx.clock.now();
      const balance = userAccount(user.$id, 'balance');
      const insert = (tx: DbOrTx) =>
        insertPaymentTransaction({
          tx,
          values: {
            userId: user.$id,
            amount: 30_00,
            fee: 0,
            type: 'withdraw',
            status: 'pending',
            kind: 'withdrawal',
            descriptionCode: 'withdrawal',
            walletAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
            createdAt: at,
          },
          paymentMethodId: methodId,
          description: { before: 'Withdrawal to ', after: ' wallet' },
          drawTransactionId: () => {
            drawn++;
            return draws.shift() ?? newTransactionId();
          },
          hold: prepareTransfer({
            legs: [{ debit: balance, credit: platformAccount('withdrawals_paid'), amount: 30_00 }],
            pending: true,
            reason: 'withdrawal',
            at,
          }),
          ownerMail: { template: 'withdrawal-request' },
        });
      const row = inTransaction
        ? await ctx.database.db.transaction(async (tx) => {
            const inserted = await insert(tx);
            // The transaction is still usable after the failed attempts.
            await tx.execute(sql`SELECT 1`);
            return inserted;
          })
        : await insert(ctx.database.db);
      expect(drawn).toBe(3);
      expect(row!.transactionId).not.toBe(taken);
      const [figures] = await ctx.database.db
        .select({ held: users.held })
        .from(users)
        .where(eq(users.id, user.$id));
      expect(figures!.held).toBe(30_00);
      const legs = await ctx.database.db
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.reference, row!.transactionId));
      expect(legs.map((leg) => [leg.phase, leg.amount])).toEqual([['pending', 30_00]]);
      const mails = await ctx.database.db
        .select({ data: mailOutbox.data })
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.toEmail, user.email), eq(mailOutbox.template, 'withdrawal-request')),
        );
      expect(mails.map((mail) => mail.data)).toEqual([
        {
          name: user.name,
          amount: 30_00,
          paymentMethod: row!.crypto,
          transactionId: row!.transactionId,
        },
      ]);
    },
  );
});
