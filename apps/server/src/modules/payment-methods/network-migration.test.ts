import fs from 'node:fs';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { paymentMethods } from '../../db/schema.ts';
import { migrationsFolder } from '../../package-folders.ts';
import { newId } from '../../lib/ids.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

/** Migration 0018's last statement: the network inferred for the methods that existed before. */
function inferenceStatement(): string {
  const file = fs.readFileSync(
    path.join(migrationsFolder, '0020_payment_method_network.sql'),
    'utf8',
  );
  const statements = file.split('--> statement-breakpoint').map((part) => part.trim());
  return statements.at(-1)!;
}

describe('migration 0020: the network of existing payment methods', () => {
  it('is inferred where the short id or name makes it obvious, else left not set', async () => {
    const cases: [code: string, name: string, network: string | null][] = [
      ['btc', 'Bitcoin', 'bitcoin'],
      ['xbt', 'Anything', 'bitcoin'],
      ['ETH', 'Ethereum', 'ethereum'],
      ['usdt-erc20', 'Tether', 'ethereum'],
      ['usdt', 'Tether (TRC-20)', 'tron'],
      ['usdtbep', 'USDT BEP20', 'bsc'],
      ['bnb', 'BNB', 'bsc'],
      ['trx', 'Tron', 'tron'],
      ['ltc', 'Litecoin', 'litecoin'],
      ['sol', 'Solana', 'solana'],
      ['usdt2', 'Tether', null],
      ['doge', 'Dogecoin', null],
      ['bank', 'Bank transfer', null],
    ];
    const ids: string[] = [];
    for (const [code, name] of cases) {
      const id = newId();
      ids.push(id);
      await ctx.database.db
        .insert(paymentMethods)
        .values({ id, code, name, address: 'x', network: null });
    }
    await ctx.database.db.execute(sql.raw(inferenceStatement()));
    const rows = await ctx.database.db
      .select({ id: paymentMethods.id, network: paymentMethods.network })
      .from(paymentMethods)
      .where(inArray(paymentMethods.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row.network]));
    expect(ids.map((id) => byId.get(id))).toEqual(cases.map(([, , network]) => network));
  });
});
