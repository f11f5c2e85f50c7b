import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, registerActiveUser, type TestClient } from '../../../test/support/client.ts';
import { fund, seedPaymentMethod } from '../../../test/support/seed.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { mailOutbox, reconciliations } from '../../db/schema.ts';
import { runReconciliation } from './run-reconciliation.ts';

let ctx: TestContext;
let admin: TestClient;
let methodId: string;

beforeAll(async () => {
  // Sessions outlive the month the clock is moved ahead by.
  ctx = await createTestContext({
    SESSION_DAYS: '365',
    SESSION_MAX_DAYS: '365',
    SESSION_IDLE_DAYS: '365',
  });
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx)).id;
});

async function anomalyMails() {
  return ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.template, 'reconciliation-anomaly'));
}

describe('the reconciliation in production', () => {
  it('stores a passing run and skips a second one within the interval (another process ran it)', async () => {
    const { client } = await registerActiveUser(ctx);
    await fund(client, admin, methodId, 50_00);
    const first = await runReconciliation({ deps: ctx.deps });
    expect(first).toMatchObject({ ok: true, anomalies: [] });
    expect((first!.totals as { platform: Record<string, number> }).platform.deposits_received).toBe(
      -50_00,
    );
    expect(await runReconciliation({ deps: ctx.deps })).toBeNull();
    ctx.clock.advance(ctx.config.RECONCILE_INTERVAL_MINUTES * 60_000);
    expect(await runReconciliation({ deps: ctx.deps })).toMatchObject({ ok: true });
    expect(await anomalyMails()).toEqual([]);
  });

  it('finds a figure changed behind the books, stores the anomaly and mails every active admin', async () => {
    const { user } = await registerActiveUser(ctx);
    // What no operation may do: a figure changed without its transfer.
    await ctx.database.db.execute(sql`UPDATE users SET profit = profit + 7 WHERE id = ${user.$id}`);
    try {
      const run = await runReconciliation({ deps: ctx.deps, force: true });
      expect(run?.ok).toBe(false);
      expect(run?.anomalies).toEqual(
        expect.arrayContaining([
          { kind: 'figure_differs', subject: `user:${user.$id}:profit`, expected: 0, found: 7 },
          { kind: 'ledger_not_zero', subject: 'usd', expected: 0, found: 7 },
        ]),
      );
      const [stored] = await ctx.database.db
        .select()
        .from(reconciliations)
        .orderBy(desc(reconciliations.id))
        .limit(1);
      expect(stored).toMatchObject({ ok: false });
      const mails = await anomalyMails();
      expect(mails.map((m) => m.toEmail)).toContain('admin@copyvest.test');
    } finally {
      await ctx.database.db.execute(
        sql`UPDATE users SET profit = profit - 7 WHERE id = ${user.$id}`,
      );
    }
    expect(await runReconciliation({ deps: ctx.deps, force: true })).toMatchObject({ ok: true });
  });

  it('reports a deposit left pending longer than its operation allows', async () => {
    const { client } = await registerActiveUser(ctx);
    const deposit = await client.post('/v1/deposits', { paymentMethodId: methodId, amount: 12_00 });
    ctx.clock.advance(31 * 86_400_000);
    const run = await runReconciliation({ deps: ctx.deps, force: true });
    expect(run?.anomalies).toEqual([
      { kind: 'pending_too_old', subject: deposit.body.transactionId, expected: 0, found: 12_00 },
    ]);
    expect((await admin.post(`/v1/admin/transactions/${deposit.body.$id}/reject`)).status).toBe(
      200,
    );
    expect(await runReconciliation({ deps: ctx.deps, force: true })).toMatchObject({ ok: true });
  });
});

describe('what the database itself refuses in the books', () => {
  const insert = (values: string) =>
    ctx.database.pool.query(
      `INSERT INTO ledger_transfers (ledger, debit_account, credit_account, amount, phase, pending_id, reason)
       VALUES ${values}`,
    );

  it('refuses changing or deleting a transfer, a transfer of no cents, one account on both sides, and mixing the bonus memo with money', async () => {
    await expect(ctx.database.pool.query(`UPDATE ledger_transfers SET amount = 1`)).rejects.toThrow(
      /append-only/,
    );
    await expect(ctx.database.pool.query(`DELETE FROM ledger_transfers`)).rejects.toThrow(
      /append-only/,
    );
    await expect(
      insert(`('usd', 'platform:profit_paid', 'user:x:profit', 0, 'posted', NULL, 't')`),
    ).rejects.toThrow(/amount_positive/);
    await expect(
      insert(`('usd', 'user:x:balance', 'user:x:balance', 5, 'posted', NULL, 't')`),
    ).rejects.toThrow(/two_accounts/);
    await expect(
      insert(`('usd', 'platform:bonuses_granted', 'user:x:balance', 5, 'posted', NULL, 't')`),
    ).rejects.toThrow(/accounts_in_ledger/);
  });

  it('lets a pending transfer be posted or voided once, and only as it was', async () => {
    const { rows } = await insert(
      `('usd', 'platform:deposits_received', 'user:nobody:balance', 500, 'pending', NULL, 't') RETURNING id`,
    );
    const id = rows[0]!.id as string;
    await expect(
      insert(
        `('usd', 'platform:deposits_received', 'user:nobody:balance', 600, 'post', ${id}, 't')`,
      ),
    ).rejects.toThrow(/does not match a pending transfer/);
    await expect(
      insert(
        `('usd', 'platform:deposits_received', 'user:nobody:balance', 500, 'posted', ${id}, 't')`,
      ),
    ).rejects.toThrow(/resolution_names_pending/);
    await insert(
      `('usd', 'platform:deposits_received', 'user:nobody:balance', 500, 'void', ${id}, 't')`,
    );
    await expect(
      insert(
        `('usd', 'platform:deposits_received', 'user:nobody:balance', 500, 'post', ${id}, 't')`,
      ),
    ).rejects.toThrow(/one_resolution/);
  });
});
