import type { Db } from '../../src/db/client.ts';
import { leadTraders } from '../../src/db/schema.ts';

/** Makes `userId` a lead trader directly in the database (tests that are not about the role). */
export async function makeLeadTrader(
  db: Db,
  userId: string,
  overrides: Partial<typeof leadTraders.$inferInsert> = {},
) {
  const [row] = await db
    .insert(leadTraders)
    .values({
      userId,
      displayName: 'Test Trader',
      riskLevel: 3,
      minAllocation: 10_000,
      maxAllocation: 10_000_000,
      profitShareBps: 2000,
      ...overrides,
    })
    .returning();
  return row!;
}
