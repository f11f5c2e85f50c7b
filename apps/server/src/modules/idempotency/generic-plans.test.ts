import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerActiveUser, type TestClient } from '../../../test/support/client.ts';
import { countStatements } from '../../../test/support/count-statements.ts';
import { fund, seedPaymentMethod, seedPlan } from '../../../test/support/seed.ts';
import { processOutboxOnce } from '../mail/index.ts';
import { rowsOf } from '../../db/client.ts';

/**
 * A named statement (decisions 037, 064, 073) is planned for its first runs on a connection, then
 * PostgreSQL may keep a generic plan, made without the values. A condition on a parameter cannot
 * prove a partial index's predicate (`status = 'ongoing'`, the outbox's due statuses), so such a
 * generic plan reads the whole table: the outbox keeps every mail it sent, and `trades` every
 * trade. Each named statement the money paths send about those tables, and about transactions and
 * the ledger, is planned here as PostgreSQL's generic plan (`EXPLAIN (GENERIC_PLAN)`), on tables
 * big enough that a full read costs more than an index.
 */
/**
 * Whether a plan reads an index of those tables without a condition: all of it, as a partial
 * index's predicate alone selects (`Recheck Cond` on a bitmap scan is that predicate, not a key).
 */
function scansAWholeIndex(plan: string): boolean {
  const lines = plan.split('\n');
  return lines.some((line, i) => {
    if (!/(Index Scan|Index Only Scan|Bitmap Index Scan)( Backward)? (using|on) \w+/.test(line)) {
      return false;
    }
    if (!/(trades|mail_outbox|transactions|ledger_transfers)_/.test(line)) return false;
    // The outbox's due index holds the mails still to send, the queue itself, whose claim reads it
    // in order: a sent mail leaves it.
    if (/mail_outbox_due_idx/.test(line)) return false;
    const depth = line.search(/\S/);
    const details = [];
    for (const next of lines.slice(i + 1)) {
      if (next.search(/\S/) <= depth || /->/.test(next)) break;
      details.push(next);
    }
    return !details.some((detail) => /Index Cond:/.test(detail));
  });
}

let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = await createTestContext({ ACCRUAL_MODE: 'timer' });
  admin = await adminClient(ctx);
});

describe('generic plans of the named statements', () => {
  it('of a trade, a top-up, a claim, a deposit and a withdrawal decided and an outbox round read through indexes, never a whole table', async () => {
    const methodId = (await seedPaymentMethod(ctx)).id;
    const plan = await seedPlan(ctx, { min: 100_00, roiBps: 1000, days: 3 });
    const { client, user } = await registerActiveUser(ctx);
    await fund(client, admin, methodId, 300_00);
    // 20,000 closed trades and 20,000 sent mails, as a platform that has run for a while has.
    await ctx.database.db.execute(sql`
      insert into trades (id, user_id, plan_id, plan_title, roi_bps, days, amount, started_at,
                          term_started_at, days_paid, status, closed_at)
      select 'old-trade-' || g, ${user.$id}, ${plan.id}, 'Old', 1000, 3, 100, now(), now(), 3,
             'closed', now()
      from generate_series(1, 20000) g`);
    await ctx.database.db.execute(sql`
      insert into mail_outbox (id, channel, to_email, to_name, template, data, status, attempts,
                               next_attempt_at, sent_at)
      select 'old-mail-' || g, 'email', 'old@example.com', 'Old', 'welcome', '{"name":"Old"}',
             'sent', 1, now(), now()
      from generate_series(1, 20000) g`);
    // And 20,000 approved deposits of another user, with their posted transfers.
    const other = await registerActiveUser(ctx);
    await ctx.database.db.execute(sql`
      insert into transactions (id, user_id, transaction_id, amount, type, status, kind,
                                description, crypto)
      select 'old-tx-' || g, ${other.user.$id}, 'OLD-' || g, 500, 'credit', 'success', 'deposit',
             'Deposit via Bitcoin', 'Bitcoin'
      from generate_series(1, 20000) g`);
    // And 20,000 pending transfers besides. The ledger is not analyzed: its statistics lag behind
    // its inserts, as a busy hour leaves them (autovacuum analyzes a table once a tenth of it
    // changed), and with them a generic plan took the partial index of every pending transfer ever
    // made (pending stays their phase) as a cheap way to one reference's (decision 076).
    await ctx.database.db.execute(sql`
      insert into ledger_transfers (ledger, debit_account, credit_account, amount, phase, reason,
                                    reference, created_at)
      select 'usd', 'platform:deposits_received', 'user:' || ${other.user.$id} || ':balance', 500,
             kind.phase, 'deposit', kind.prefix || g, now()
      from generate_series(1, 20000) g
      cross join (values ('posted', 'OLD-'), ('pending', 'PENDING-')) kind (phase, prefix)`);
    // The books as an approval leaves them: the balance holds the deposits (the reconciliation
    // after each test file checks them).
    await ctx.database.db.execute(
      sql`update users set balance = balance + 20000 * 500 where id = ${other.user.$id}`,
    );
    await ctx.database.db.execute(sql`analyze transactions`);
    await ctx.database.db.execute(sql`analyze trades`);
    await ctx.database.db.execute(sql`analyze mail_outbox`);

    const counted = await countStatements(async () => {
      expect((await client.post('/v1/trades', { planId: plan.id, amount: 100_00 })).status).toBe(
        201,
      );
      expect((await client.post('/v1/trades', { planId: plan.id, amount: 100_00 })).status).toBe(
        201,
      );
      ctx.clock.advance(86_400_000 + 1000);
      expect((await client.post('/v1/trades/claim')).status).toBe(200);
      const deposit = await client.post('/v1/deposits', {
        paymentMethodId: methodId,
        amount: 10_00,
      });
      expect((await admin.post(`/v1/admin/transactions/${deposit.body.$id}/approve`)).status).toBe(
        200,
      );
      const withdrawal = await client.post(
        '/v1/withdrawals',
        {
          paymentMethodId: methodId,
          amount: 5_00,
          walletAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
        },
        { 'idempotency-key': 'generic-plans-withdrawal' },
      );
      expect(withdrawal.status).toBe(201);
      expect(
        (await admin.post(`/v1/admin/transactions/${withdrawal.body.$id}/reject`)).status,
      ).toBe(200);
      await processOutboxOnce({ deps: ctx.deps });
    });
    const named = counted.statements.filter((_, i) => counted.names[i] !== undefined);
    const about = named.filter((text) =>
      /"?(trades|mail_outbox|transactions|ledger_transfers)"?/.test(text),
    );
    expect(about.some((text) => /from "mail_outbox"/.test(text))).toBe(true);
    expect(about.some((text) => /left join "trades"/.test(text))).toBe(true);
    expect(about.some((text) => /^update "transactions"/.test(text))).toBe(true);
    expect(about.some((text) => /ledger_transfers/.test(text))).toBe(true);
    const fullReads: string[] = [];
    for (const text of new Set(about)) {
      const plan = rowsOf<{ 'QUERY PLAN': string }>(
        await ctx.database.db.execute(sql.raw(`EXPLAIN (GENERIC_PLAN, COSTS OFF) ${text}`)),
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      if (
        /Seq Scan on (trades|mail_outbox|transactions|ledger_transfers)\b/.test(plan) ||
        scansAWholeIndex(plan)
      ) {
        fullReads.push(`${text}\n${plan}`);
      }
    }
    expect(fullReads).toEqual([]);
  });
});
