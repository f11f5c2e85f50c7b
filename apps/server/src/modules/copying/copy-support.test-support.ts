import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../db/schema.ts';
import { reconcileLedger } from '../ledger/index.ts';
import type { TestContext } from '../../../test/support/test-app.ts';
import { registerActiveUser, type TestClient } from '../../../test/support/client.ts';
import { makeLeadTrader } from '../../../test/support/lead-trader.ts';
import { fund } from '../../../test/support/seed.ts';

/** A lead trader (20 % share, $100 … $100,000 unless overridden) signed in. */
export async function leadTrader(
  ctx: TestContext,
  overrides: Parameters<typeof makeLeadTrader>[2] = {},
) {
  const trader = await registerActiveUser(ctx);
  await makeLeadTrader(ctx.database.db, trader.user.$id, overrides);
  return trader;
}

/** An active user with `amount` cents deposited and approved. */
export async function funded(
  ctx: TestContext,
  admin: TestClient,
  methodId: string,
  amount: number,
) {
  const user = await registerActiveUser(ctx);
  await fund(user.client, admin, methodId, amount);
  return user;
}

export async function balanceOf(ctx: TestContext, userId: string) {
  const [row] = await ctx.database.db
    .select({ balance: users.balance })
    .from(users)
    .where(eq(users.id, userId));
  return row!.balance;
}

/** The books balance: no anomaly at all. */
export async function expectBooksClean(ctx: TestContext) {
  const { anomalies } = await reconcileLedger({ db: ctx.database.db });
  expect(anomalies).toEqual([]);
}
