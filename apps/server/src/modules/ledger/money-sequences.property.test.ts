import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  registerActiveUser,
  registerUser,
  type TestClient,
} from '../../../test/support/client.ts';
import { fund, seedPaymentMethod, seedPlan } from '../../../test/support/seed.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { accrueAllTrades } from '../trades/index.ts';
import { reconcileLedger } from './reconcile-ledger.ts';

/**
 * Random sequences of every money operation, by random actors (two active users, an inactive one,
 * the admin), with valid and invalid amounts, checked after every step (decision 037): the books
 * reconcile (conservation, figures equal transfers, nothing below its floor, rows agree with their
 * transfers), no request answers 5xx, and a refused request changes nothing.
 */
const DAY = 86_400_000;

let ctx: TestContext;
let admin: TestClient;
let methodId: string;
let planId: string;

beforeAll(async () => {
  // Sessions outlive the days the sequences advance the clock by.
  ctx = await createTestContext({
    SESSION_DAYS: '365',
    SESSION_MAX_DAYS: '365',
    SESSION_IDLE_DAYS: '365',
  });
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx)).id;
  planId = (await seedPlan(ctx, { min: 10_00, max: 5_000_00, roiBps: 500, days: 5 })).id;
});

// The sequences move the clock weeks ahead: what they left pending is rejected, so the books'
// check after the file does not find it waiting longer than its operation allows.
afterAll(async () => {
  const { rows } = await ctx.database.pool.query<{ id: string }>(
    `SELECT id FROM transactions WHERE status = 'pending'`,
  );
  for (const { id } of rows) await admin.post(`/v1/admin/transactions/${id}/reject`);
});

const amount = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 2_000_00 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -5_00, 1.5, 10_000_000_000_00) },
);
const actor = fc.integer({ min: 0, max: 2 });
const pick = fc.nat({ max: 50 });

const operation = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), actor, amount }),
  fc.record({ op: fc.constant('withdraw' as const), actor, amount }),
  fc.record({ op: fc.constant('invest' as const), actor, amount }),
  fc.record({ op: fc.constant('approve' as const), pick }),
  fc.record({ op: fc.constant('approve' as const), pick }),
  fc.record({ op: fc.constant('reject' as const), pick }),
  fc.record({ op: fc.constant('withdraw' as const), actor, amount }),
  fc.record({ op: fc.constant('cancel' as const), actor, pick }),
  fc.record({ op: fc.constant('invest' as const), actor, amount }),
  fc.record({ op: fc.constant('accrue' as const), days: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ op: fc.constant('claim' as const), actor }),
  fc.record({
    op: fc.constant('adjust' as const),
    actor,
    figure: fc.constantFrom('balance', 'profit', 'bonus'),
    amount: fc.integer({ min: -500_00, max: 500_00 }),
  }),
  fc.record({ op: fc.constant('refer' as const), actor }),
  fc.record({ op: fc.constant('activate' as const), pick }),
  fc.record({ op: fc.constant('delete' as const), pick }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

interface World {
  users: { client: TestClient; id: string; referralId: string }[];
  pending: string[];
  referred: string[];
}

/** What a refused request must leave as it was: every user's figures and the books' length. */
async function snapshot() {
  const { rows } = await ctx.database.pool.query(
    `SELECT (SELECT json_agg(u ORDER BY id) FROM (SELECT id, balance, profit, bonus, held, is_active
       FROM users) u) AS users,
       (SELECT count(*) FROM ledger_transfers) AS transfers,
       (SELECT count(*) FROM transactions) AS transactions`,
  );
  return rows[0];
}

async function run(world: World, operation: Operation): Promise<{ status: number }> {
  const user = 'actor' in operation ? world.users[operation.actor]! : undefined;
  const chosen = (list: string[], index: number) => list[index % Math.max(list.length, 1)];
  switch (operation.op) {
    case 'deposit': {
      const response = await user!.client.post('/v1/deposits', {
        paymentMethodId: methodId,
        amount: operation.amount,
      });
      if (response.status === 201) world.pending.push(response.body.$id);
      return response;
    }
    case 'withdraw': {
      const response = await user!.client.post('/v1/withdrawals', {
        paymentMethodId: methodId,
        amount: operation.amount,
        walletAddress: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      });
      if (response.status === 201) world.pending.push(response.body.$id);
      return response;
    }
    case 'approve':
    case 'reject': {
      const id = chosen(world.pending, operation.pick) ?? 'none';
      return admin.post(`/v1/admin/transactions/${id}/${operation.op}`);
    }
    case 'cancel': {
      const id = chosen(world.pending, operation.pick) ?? 'none';
      return user!.client.post(`/v1/withdrawals/${id}/cancel`);
    }
    case 'invest':
      return user!.client.post('/v1/trades', {
        planId,
        amount: operation.amount,
        confirmPlanChange: true,
      });
    case 'accrue':
      ctx.clock.advance(operation.days * DAY);
      await accrueAllTrades({ deps: ctx.deps });
      return { status: 200 };
    case 'claim':
      return user!.client.post('/v1/trades/claim');
    case 'adjust':
      return admin.post(`/v1/users/${user!.id}/adjustments`, {
        figure: operation.figure,
        amount: operation.amount,
      });
    case 'refer': {
      const friend = await registerUser(ctx, { referrerId: user!.referralId });
      world.referred.push(friend.user.$id);
      return { status: 201 };
    }
    case 'activate':
      return admin.post(`/v1/users/${chosen(world.referred, operation.pick) ?? 'none'}/activate`);
    case 'delete':
      return admin.delete(`/v1/users/${chosen(world.referred, operation.pick) ?? 'none'}`);
  }
}

describe('random sequences of money operations', () => {
  it('keep the books reconciled after every step, answer no 5xx, and change nothing when refused', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: 15, maxLength: 30 }),
        async (operations) => {
          const users = [];
          for (let i = 0; i < 2; i++) {
            const active = await registerActiveUser(ctx);
            users.push({
              client: active.client,
              id: active.user.$id,
              referralId: active.user.referralId,
            });
            // Money to move from the start: withdrawals, investments and claims mostly succeed.
            await fund(active.client, admin, methodId, 3_000_00);
          }
          const inactive = await registerUser(ctx);
          users.push({
            client: inactive.client,
            id: inactive.user.$id,
            referralId: inactive.user.referralId,
          });
          const world: World = { users, pending: [], referred: [] };
          for (const step of operations) {
            const before = await snapshot();
            const { status } = await run(world, step);
            expect(status, JSON.stringify(step)).toBeLessThan(500);
            if (status >= 400) expect(await snapshot(), JSON.stringify(step)).toEqual(before);
            const { anomalies } = await reconcileLedger({ db: ctx.database.db });
            expect(anomalies, JSON.stringify(step)).toEqual([]);
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 240_000);
});
