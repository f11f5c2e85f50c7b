import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';

/**
 * Migration 0037 checks the ledger's account names with LIKE patterns instead of the regular
 * expressions of 0015 and 0023. The same names must pass: compared here on generated names made
 * of the pieces a name is built from, and a few characters that could slip through.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const NAME_PATTERN = '^(user:[^:]+:(balance|profit|bonus)|platform:[a-z_]+|copy:[^:]+)$';
const piece = fc.constantFrom(
  'user',
  'platform',
  'copy',
  ':',
  '::',
  'balance',
  'profit',
  'bonus',
  'bonuses_granted',
  'deposits_received',
  'u_1abc',
  'a',
  'Z',
  '_',
  '9',
  '-',
  ' ',
  '%',
  '\n',
  'é',
);
const accountName = fc.oneof(
  fc.array(piece, { maxLength: 7 }).map((pieces) => pieces.join('')),
  fc.string({ maxLength: 12 }),
);

type Compared = { name: string; regex: boolean; valid: boolean };

async function compare(names: string[]): Promise<Compared[]> {
  return rowsOf<Compared>(
    await ctx.database.db.execute(sql`
      SELECT name, name ~ ${NAME_PATTERN} AS regex, ledger_account_name_valid(name) AS valid
      FROM jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) AS name`),
  );
}

describe('ledger account names without regular expressions', () => {
  it('are checked by a PL/pgSQL function, which PostgreSQL does not inline into every statement that writes a transfer', async () => {
    // A SQL function in a CHECK is inlined and simplified again for every INSERT statement
    // (migration 0040, decision 072): about 50 µs of each one that writes ledger_transfers.
    const [row] = rowsOf<{ language: string; volatility: string }>(
      await ctx.database.db.execute(sql`
        SELECT l.lanname AS language, p.provolatile AS volatility
        FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
        WHERE p.proname = 'ledger_account_name_valid'`),
    );
    expect(row).toEqual({ language: 'plpgsql', volatility: 'i' });
  });

  it('ledger_account_name_valid passes exactly the names the regular expression passed', async () => {
    const known = await compare([
      'user:u_1:balance',
      'user:u_1:bonus',
      'user::balance',
      'user:a:b:balance',
      'user:u_1:balance\n',
      'platform:deposits_received',
      'platform:',
      'platform:Deposits',
      'platform:a-b',
      'copy:c_1',
      'copy:',
      'copy:a:b',
      'User:u_1:balance',
    ]);
    expect(known.filter((row) => row.valid).map((row) => row.name)).toEqual([
      'user:u_1:balance',
      'user:u_1:bonus',
      'platform:deposits_received',
      'copy:c_1',
    ]);
    expect(known.every((row) => row.regex === row.valid)).toBe(true);

    await fc.assert(
      fc.asyncProperty(fc.array(accountName, { minLength: 1, maxLength: 200 }), async (names) => {
        const differing = (await compare(names)).filter((row) => row.regex !== row.valid);
        expect(differing).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });

  it('a transfer naming an account the checks refuse changes nothing', async () => {
    const insert = (debit: string, credit: string, ledger = 'usd') =>
      ctx.database.db.execute(sql`
        INSERT INTO ledger_transfers (ledger, debit_account, credit_account, amount, phase, reason)
        VALUES (${ledger}, ${debit}, ${credit}, 1, 'posted', 'adjustment')`);
    await expect(insert('platform:adjustments', 'user::balance')).rejects.toMatchObject({
      cause: { constraint: 'ledger_transfers_account_names' },
    });
    await expect(insert('platform:adjustments', 'user:u_1:bonus')).rejects.toMatchObject({
      cause: { constraint: 'ledger_transfers_accounts_in_ledger' },
    });
    await expect(
      insert('platform:bonuses_granted', 'user:u_1:balance', 'bonus'),
    ).rejects.toMatchObject({ cause: { constraint: 'ledger_transfers_accounts_in_ledger' } });
  });
});
