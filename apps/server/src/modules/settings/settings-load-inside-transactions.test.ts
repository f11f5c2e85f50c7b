import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { SettingsStore } from './settings-store.ts';

let ctx: TestContext;
let database: Database;
beforeAll(async () => {
  ctx = await createTestContext();
  // Two connections, both held by the transactions below; not watched (the hazard itself).
  database = openPostgres(ctx.url, 2);
});
afterAll(async () => {
  await database.close();
});

/** Two transactions hold both pooled connections and each asks for the settings, as approvals do. */
async function bothTransactionsRead(store: SettingsStore) {
  let started = 0;
  let bothHoldConnections!: () => void;
  const holding = new Promise<void>((resolve) => (bothHoldConnections = resolve));
  const read = () =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      if (++started === 2) bothHoldConnections();
      await holding;
      return (await store.get()).withdrawals.feePercent;
    });
  const timeout = new Promise<'stalled'>((resolve) => setTimeout(() => resolve('stalled'), 3000));
  return Promise.race([Promise.all([read(), read()]), timeout]);
}

it('is answered when transactions hold every pooled connection, through the connection apart', async () => {
  const store = new SettingsStore({ db: database.apart, clock: ctx.clock, log: ctx.deps.log });
  const answer = await bothTransactionsRead(store);
  expect(answer).not.toBe('stalled');
  expect(answer).toEqual([10, 10]);
});
