import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../../test/support/global-setup.ts';
import { openPostgres, type Database } from '../../db/client.ts';
import { migrationsFolder } from '../../package-folders.ts';
import { reconcileLedger } from './reconcile-ledger.ts';
import { resolvePending } from './resolve-pending.ts';

/**
 * A database made by the release before the double-entry books: migrations up to 0014 and the
 * rows its operations wrote (single-sided ledger entries, figures, holds), for every kind of money
 * event it had. Migration 0015 must turn it into books that reconcile, with every figure unchanged.
 */
const LAST_LEGACY_MIGRATION = 14;

let admin: pg.Client;
let name: string;
let database: Database;
let legacyFolder: string;

/** The migrations of the release before: the SQL files and the journal up to 0014. */
function legacyMigrations(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { idx: number; tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= LAST_LEGACY_MIGRATION);
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) {
    fs.copyFileSync(
      path.join(migrationsFolder, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  return folder;
}

const T0 = "timestamptz '2026-11-01 10:00:00+00'";

/** What the release before left after: Ann deposited $1,000 (approved), asked $200 more (pending)
 * and $50 (rejected); withdrew $300 (approved, $30 fee), $100 (pending, held) and $40 (cancelled);
 * invested $400 (3 days accrued at $8), claimed once ($16 profit + $200 capital back from an earlier
 * $200 trade); got a $100 referral bonus from Bob's sign-up; an admin added $5 profit, $20 bonus and
 * removed $1 balance. Bob deposited $20 (approved). */
const LEGACY_ROWS = `
  INSERT INTO accounts (id, email) VALUES ('ann', 'ann@x.test'), ('bob', 'bob@x.test'), ('adm', 'adm@x.test');
  INSERT INTO users (id, name, email, phone, country, referral_id, referrer_id, is_active, is_admin)
  VALUES ('ann', 'Ann', 'ann@x.test', '', '', 'annref', NULL, true, false),
         ('bob', 'Bob', 'bob@x.test', '', '', 'bobref', 'annref', true, false),
         ('adm', 'Adm', 'adm@x.test', '', '', 'admref', NULL, true, true);
  INSERT INTO transactions (id, user_id, transaction_id, amount, fee, type, status, kind, description, crypto, created_at)
  VALUES ('t1', 'ann', 'TNX-000001', 100000, 0, 'credit', 'success', 'deposit', 'Deposit via Bitcoin', 'Bitcoin', ${T0}),
         ('t2', 'ann', 'TNX-000002', 20000, 0, 'credit', 'pending', 'deposit', 'Deposit via Bitcoin', 'Bitcoin', ${T0}),
         ('t3', 'ann', 'TNX-000003', 5000, 0, 'credit', 'failed', 'deposit', 'Deposit via Bitcoin', 'Bitcoin', ${T0}),
         ('t4', 'ann', 'TNX-000004', 30000, 3000, 'withdraw', 'success', 'withdrawal', 'Withdrawal', 'Bitcoin', ${T0}),
         ('t5', 'ann', 'TNX-000005', 10000, 1000, 'withdraw', 'pending', 'withdrawal', 'Withdrawal', 'Bitcoin', ${T0}),
         ('t6', 'ann', 'TNX-000006', 4000, 400, 'withdraw', 'failed', 'withdrawal', 'Withdrawal', 'Bitcoin', ${T0}),
         ('t7', 'bob', 'TNX-000007', 2000, 0, 'credit', 'success', 'deposit', 'Deposit via Bitcoin', 'Bitcoin', ${T0}),
         ('t8', 'ann', 'TNX-000008', 10000, 0, 'credit', 'success', 'referral_bonus', 'Referral bonus', 'USD', ${T0});
  INSERT INTO plans (id, title, min, max, roi_bps, days) VALUES ('p1', 'Basic', 10000, 100000, 200, 7);
  INSERT INTO trades (id, user_id, plan_id, plan_title, roi_bps, days, amount, started_at, term_started_at, days_paid, status, closed_at)
  VALUES ('tr1', 'ann', 'p1', 'Basic', 200, 7, 20000, ${T0}, ${T0}, 2, 'closed', ${T0}),
         ('tr2', 'ann', 'p1', 'Basic', 200, 7, 40000, ${T0}, ${T0}, 3, 'ongoing', NULL);
  INSERT INTO ledger_entries (user_id, figure, amount, reason, reference, unique_key, actor_id, created_at) VALUES
    ('ann', 'balance', 100000, 'deposit', 'TNX-000001', NULL, 'adm', ${T0}),
    ('bob', 'balance', 2000, 'deposit', 'TNX-000007', NULL, 'adm', ${T0}),
    ('ann', 'balance', 10000, 'referral_bonus', 'referral:bob', 'referral:bob:balance', NULL, ${T0}),
    ('ann', 'bonus', 10000, 'referral_bonus', 'referral:bob', 'referral:bob:bonus', NULL, ${T0}),
    ('ann', 'balance', -20000, 'investment', 'p1', NULL, NULL, ${T0}),
    ('ann', 'profit', 400, 'accrual', 'tr1', 'accrual:tr1:1:1', NULL, ${T0}),
    ('ann', 'profit', 400, 'accrual', 'tr1', 'accrual:tr1:1:2', NULL, ${T0}),
    ('ann', 'profit', -800, 'profit_claim', 'tr1', NULL, NULL, ${T0}),
    ('ann', 'balance', 800, 'profit_claim', 'tr1', NULL, NULL, ${T0}),
    ('ann', 'balance', 20000, 'trade_close', 'tr1', NULL, NULL, ${T0}),
    ('ann', 'balance', -40000, 'investment', 'p1', NULL, NULL, ${T0}),
    ('ann', 'profit', 800, 'accrual', 'tr2', 'accrual:tr2:1:1', NULL, ${T0}),
    ('ann', 'profit', 800, 'accrual', 'tr2', 'accrual:tr2:1:2', NULL, ${T0}),
    ('ann', 'profit', 800, 'accrual', 'tr2', 'accrual:tr2:1:3', NULL, ${T0}),
    ('ann', 'balance', -30000, 'withdrawal', 'TNX-000004', NULL, 'adm', ${T0}),
    ('ann', 'profit', 500, 'adjustment', 'admin:adm', NULL, 'adm', ${T0}),
    ('ann', 'bonus', 2000, 'adjustment', 'admin:adm', NULL, 'adm', ${T0}),
    ('ann', 'balance', -100, 'adjustment', 'admin:adm', NULL, 'adm', ${T0});
  UPDATE users u SET balance = l.b, profit = l.p, bonus = l.bo FROM (
    SELECT user_id,
      COALESCE(sum(amount) FILTER (WHERE figure = 'balance'), 0) AS b,
      COALESCE(sum(amount) FILTER (WHERE figure = 'profit'), 0) AS p,
      COALESCE(sum(amount) FILTER (WHERE figure = 'bonus'), 0) AS bo
    FROM ledger_entries GROUP BY user_id) l WHERE l.user_id = u.id;
  UPDATE users SET held = 10000 WHERE id = 'ann';
`;

beforeAll(async () => {
  const url = inject('pgUrl');
  name = `copyvest_legacy_${process.pid}_${Date.now()}`;
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  legacyFolder = legacyMigrations();
  const legacy = new pg.Client({ connectionString: withDatabase(url, name) });
  await legacy.connect();
  try {
    await migrate(drizzle({ client: legacy }), { migrationsFolder: legacyFolder });
    await legacy.query(LEGACY_ROWS);
  } finally {
    await legacy.end();
  }
  database = openPostgres(withDatabase(url, name), 2);
  await database.migrate();
});

afterAll(async () => {
  await database?.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
  fs.rmSync(legacyFolder, { recursive: true, force: true });
});

async function figures() {
  const { rows } = await database.pool.query<{
    id: string;
    balance: string;
    profit: string;
    bonus: string;
    held: string;
  }>(`SELECT id, balance, profit, bonus, held FROM users ORDER BY id`);
  return rows.map((r) => [
    r.id,
    Number(r.balance),
    Number(r.profit),
    Number(r.bonus),
    Number(r.held),
  ]);
}

describe('the books of a database made before double entry', () => {
  it('reconcile after migration 0015, with every figure as it was', async () => {
    // 1000 + 100 (referral) - 200 + 8 + 200 - 400 - 300 - 1 = 407 dollars; profit 24 + 5; bonus 100 + 20.
    expect(await figures()).toEqual([
      ['adm', 0, 0, 0, 0],
      ['ann', 407_00, 29_00, 120_00, 100_00],
      ['bob', 20_00, 0, 0, 0],
    ]);
    const { anomalies, totals } = await reconcileLedger({
      db: database.db,
      now: new Date('2026-11-02T00:00:00Z'),
    });
    expect(anomalies).toEqual([]);
    expect(totals.platform).toMatchObject({
      deposits_received: -1020_00,
      withdrawals_paid: 270_00,
      withdrawal_fees_earned: 30_00,
      capital_in_trades: 400_00,
      profit_paid: -32_00,
      referral_bonuses_paid: -100_00,
      admin_adjustments: -4_00,
      bonuses_granted: -120_00,
    });
  });

  it('turns the pending deposit and withdrawal into pending transfers that settle like new ones', async () => {
    await database.db.transaction(async (tx) => {
      const at = new Date('2026-11-02T00:00:00Z');
      const paid = await resolvePending({
        tx,
        of: { reference: 'TNX-000005' },
        outcome: 'post',
        at,
      });
      expect(paid.resolved).toBe(2); // the payout and the fee
      const voided = await resolvePending({
        tx,
        of: { reference: 'TNX-000002' },
        outcome: 'void',
        at,
      });
      expect(voided.resolved).toBe(1);
      await tx.execute(
        sql.raw(`UPDATE transactions SET status = CASE id WHEN 't5' THEN 'success' ELSE 'failed' END
         WHERE id IN ('t5', 't2')`),
      );
    });
    expect((await figures())[1]).toEqual(['ann', 307_00, 29_00, 120_00, 0]);
    const { anomalies, totals } = await reconcileLedger({ db: database.db });
    expect(anomalies).toEqual([]);
    expect(totals.platform.withdrawal_fees_earned).toBe(40_00);
  });

  it('keeps an accrual day paid before the migration from being paid again', async () => {
    const again = await database.pool.query(
      `INSERT INTO ledger_transfers (ledger, debit_account, credit_account, amount, phase, reason, unique_key)
       VALUES ('usd', 'platform:profit_paid', 'user:ann:profit', 800, 'posted', 'accrual', 'accrual:tr2:1:3')
       ON CONFLICT (unique_key) DO NOTHING`,
    );
    expect(again.rowCount).toBe(0);
  });
});
