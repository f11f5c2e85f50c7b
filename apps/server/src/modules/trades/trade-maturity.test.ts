import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, registerActiveUser } from '../../../test/support/client.ts';
import { outboxTo } from '../../../test/support/outbox.ts';
import { fund, seedPaymentMethod, seedPlan } from '../../../test/support/seed.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { notifications } from '../../db/schema.ts';
import { accrueAllTrades } from './accrue-all-trades.ts';

const DAY = 86_400_000;
let ctx: TestContext;
let methodId: string;
let planId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  methodId = (await seedPaymentMethod(ctx)).id;
  planId = (await seedPlan(ctx, { title: 'Short Plan', min: 100_00, roiBps: 1000, days: 3 })).id;
});

/** An investor with $100 in a 3-day plan paying 10 % a day, in the given context. */
async function investing(context: TestContext, plan: string) {
  const local = await adminClient(context);
  const user = await registerActiveUser(context);
  await fund(user.client, local, methodId, 100_00);
  expect((await user.client.post('/v1/trades', { planId: plan, amount: 100_00 })).status).toBe(201);
  return user;
}

const kindsOf = async (context: TestContext, userId: string) =>
  (await context.database.db.select().from(notifications).where(eq(notifications.userId, userId)))
    .map((n) => n.kind)
    .sort();

describe('a trade whose plan term is complete', () => {
  it('closes by itself once, paying the profit and the capital back, with a notification and an e-mail', async () => {
    const { client, user, input } = await investing(ctx, planId);
    ctx.clock.advance(3 * DAY + 1000);
    await Promise.all([accrueAllTrades({ deps: ctx.deps }), accrueAllTrades({ deps: ctx.deps })]);
    await accrueAllTrades({ deps: ctx.deps });
    const dashboard = (await client.get('/v1/dashboard')).body;
    expect(dashboard.trade).toBeNull();
    expect(dashboard.user).toMatchObject({ balance: 130_00, profit: 0 });
    expect(await kindsOf(ctx, user.$id)).toEqual([
      'deposit_approved',
      'profit_credited',
      'trade_completed',
    ]);
    const mails = await outboxTo(ctx, input.email as string, 'trade-matured');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data).toMatchObject({ profit: 30_00, capital: 100_00, closed: true });
    // Nothing is left to claim.
    expect((await client.post('/v1/trades/claim')).status).toBe(400);
  });

  it('with AUTO_CLOSE_MATURED off is marked completed and waits for the claim, told once', async () => {
    const manual = await createTestContext({ AUTO_CLOSE_MATURED: 'off' }, ctx);
    await adminClient(manual);
    const plan = (
      await seedPlan(manual, { title: 'Manual Plan', min: 100_00, roiBps: 1000, days: 3 })
    ).id;
    const { client, user, input } = await investing(manual, plan);
    manual.clock.advance(3 * DAY + 1000);
    await accrueAllTrades({ deps: manual.deps });
    await accrueAllTrades({ deps: manual.deps });
    const dashboard = (await client.get('/v1/dashboard')).body;
    expect(dashboard.trade).toMatchObject({ daysPaid: 3, status: 'ongoing' });
    expect(dashboard.trade.maturedAt).toEqual(expect.any(String));
    expect(dashboard.user.profit).toBe(30_00);
    expect(await kindsOf(manual, user.$id)).toEqual(['deposit_approved', 'trade_matured']);
    const [mail] = await outboxTo(manual, input.email as string, 'trade-matured');
    expect(mail!.data).toMatchObject({ profit: 30_00, closed: false });
    const claim = await client.post('/v1/trades/claim');
    expect(claim.body).toEqual({ profit: 30_00, capitalReturned: 100_00 });
  });
});
