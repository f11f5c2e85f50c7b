import { BITCOIN_ADDRESSES, TRON_ADDRESSES } from './wallets.ts';
import { plans, paymentMethods } from '../../src/db/schema.ts';
import { newId } from '../../src/lib/ids.ts';
import type { TestContext } from './test-app.ts';
import type { TestClient } from './client.ts';

export async function seedPlan(
  ctx: TestContext,
  overrides: Partial<typeof plans.$inferInsert> = {},
) {
  const [plan] = await ctx.database.db
    .insert(plans)
    .values({
      id: newId(),
      title: 'Basic Plan',
      min: 100_00,
      max: 1_000_00,
      roiBps: 1000,
      days: 10,
      ...overrides,
    })
    .returning();
  return plan!;
}

export async function seedPaymentMethod(
  ctx: TestContext,
  overrides: Partial<typeof paymentMethods.$inferInsert> = {},
) {
  const code = overrides.code ?? `btc${Math.random().toString(36).slice(2, 6)}`;
  // Tether is seeded on Tron (TRC-20), anything else on Bitcoin unless told (decision 042).
  const tether = overrides.name === 'Tether' || code.startsWith('usdt');
  const [method] = await ctx.database.db
    .insert(paymentMethods)
    .values({
      id: newId(),
      code,
      name: 'Bitcoin',
      network: tether ? 'tron' : 'bitcoin',
      address: tether ? TRON_ADDRESSES[1] : BITCOIN_ADDRESSES[0],
      ...overrides,
    })
    .returning();
  return method!;
}

/** Deposits `amount` cents for the user and has the admin approve it. */
export async function fund(user: TestClient, admin: TestClient, methodId: string, amount: number) {
  const deposit = await user.post('/v1/deposits', { paymentMethodId: methodId, amount });
  if (deposit.status !== 201) throw new Error(`deposit failed: ${JSON.stringify(deposit.body)}`);
  const approved = await admin.post(`/v1/admin/transactions/${deposit.body.$id}/approve`);
  if (approved.status !== 200) throw new Error(`approve failed: ${JSON.stringify(approved.body)}`);
  return deposit.body;
}
