import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTransaction, transactionDescriptionText } from '@copyvest/shared';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { registerActiveUser } from '../../../test/support/client.ts';
import { seedPaymentMethod } from '../../../test/support/seed.ts';
import { transactions } from '../../db/schema.ts';
import { migrationsFolder } from '../../package-folders.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

/** The statements of migration 0030 that give existing rows their code (they skip coded rows). */
function codeMigrationUpdates(): string[] {
  const file = path.join(migrationsFolder, '0030_transaction_description_codes.sql');
  return fs
    .readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.startsWith('UPDATE'));
}

describe('transaction descriptions stored as codes', () => {
  it('a new deposit stores its code and the method beside the words the web renders', async () => {
    const btc = (await seedPaymentMethod(ctx, { name: 'Bitcoin', code: 'btc' })).id;
    const { client } = await registerActiveUser(ctx);
    const deposit = await client.post('/v1/deposits', { paymentMethodId: btc, amount: 25_00 });
    expect(deposit.status).toBe(201);
    expect(deposit.body).toMatchObject({
      description: 'Deposit via Bitcoin',
      descriptionCode: 'deposit',
      descriptionParams: { method: 'Bitcoin' },
    });
    expect(describeTransaction(deposit.body)).toBe('Deposit via Bitcoin');
  });

  it('migration 0030 gives existing rows the code their text reads as, and leaves other text alone', async () => {
    const btc = (await seedPaymentMethod(ctx, { name: 'Litecoin', code: 'ltc' })).id;
    const { client } = await registerActiveUser(ctx);
    const { body } = await client.post('/v1/deposits', { paymentMethodId: btc, amount: 5_00 });
    const [original] = await ctx.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, body.$id));
    const cases: [kind: string, text: string, code: string | null, params: unknown][] = [
      ['deposit', 'Deposit via USDT (TRC20)', 'deposit', { method: 'USDT (TRC20)' }],
      ['withdrawal', 'Withdrawal to Bitcoin wallet', 'withdrawal', { method: 'Bitcoin' }],
      ['investment', 'Investment in Gold: Plus', 'investment', { plan: 'Gold: Plus' }],
      ['investment', 'Plan upgrade: Silver', 'plan_upgrade', { plan: 'Silver' }],
      ['profit_claim', 'Profit claim: Basic', 'profit_claim', { plan: 'Basic' }],
      ['profit_claim', 'Profit claim', 'profit_claim', {}],
      [
        'trade_close',
        'Trade closed: capital returned from Basic',
        'capital_returned',
        { plan: 'Basic' },
      ],
      [
        'referral_bonus',
        'Referral bonus: Ann Lee signed up with your link',
        'referral_bonus',
        { name: 'Ann Lee' },
      ],
      [
        'referral_bonus',
        'Referral bonus:  signed up with your link',
        'referral_bonus',
        { name: '' },
      ],
      [
        'adjustment',
        'Balance credited by admin',
        'adjustment',
        { figure: 'balance', credit: true },
      ],
      [
        'adjustment',
        'Profit debited by admin: correction: a typo',
        'adjustment',
        { figure: 'profit', credit: false, reason: 'correction: a typo' },
      ],
      ['deposit', 'A description written by hand', null, null],
    ];
    try {
      for (const [kind, text, code, params] of cases) {
        await ctx.database.db
          .update(transactions)
          .set({ kind, description: text, descriptionCode: null, descriptionParams: null })
          .where(eq(transactions.id, body.$id));
        for (const statement of codeMigrationUpdates()) await ctx.database.pool.query(statement);
        const [row] = await ctx.database.db
          .select()
          .from(transactions)
          .where(eq(transactions.id, body.$id));
        expect({ code: row!.descriptionCode, params: row!.descriptionParams }, text).toEqual({
          code,
          params,
        });
        // What the web renders from the code is the text the row had.
        expect(describeTransaction(row!), text).toBe(text);
      }
    } finally {
      await ctx.database.db
        .update(transactions)
        .set({
          kind: original!.kind,
          description: original!.description,
          descriptionCode: original!.descriptionCode,
          descriptionParams: original!.descriptionParams,
        })
        .where(eq(transactions.id, body.$id));
    }
  });

  it('renders the words of each code as the services wrote them', () => {
    expect(
      transactionDescriptionText({ code: 'adjustment', params: { figure: 'bonus', credit: true } }),
    ).toBe('Bonus credited by admin');
    expect(transactionDescriptionText({ code: 'withdrawal', params: { method: 'Tron' } })).toBe(
      'Withdrawal to Tron wallet',
    );
  });
});
