import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../../test/support/test-app.ts';
import { type Database, openPostgres } from './client.ts';
import { runExclusively } from './run-exclusively.ts';

let url: string;
let drop: () => Promise<void>;
let database: Database;
beforeAll(async () => {
  ({ url, drop } = await createEmptyTestDatabase());
  database = openPostgres(url, 3, { connectInsideTransaction: 'throw' });
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** The guard's refusal, under drizzle's wrapping of a failed query. */
async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => undefined,
    (failure: unknown) => failure as Error & { cause?: Error },
  );
  return error?.cause?.message ?? error?.message ?? 'no error';
}

describe('a pooled connection asked for inside a transaction', () => {
  it('is refused when the pool is told to throw, and the transaction rolls back', async () => {
    const { db } = database;
    const message = await refusal(
      db.transaction(async (tx) => {
        await tx.execute(sql`CREATE TABLE guarded (n int)`);
        await db.execute(sql`SELECT 2`);
      }),
    );
    expect(message).toMatch(/pooled connection was asked for inside a transaction/);
    const left = await db.execute(sql`SELECT to_regclass('guarded') AS t`);
    expect((left as unknown as { rows: { t: string | null }[] }).rows[0]?.t).toBeNull();
  });

  it('is refused in whatever the callback awaits, a timer and a nested function included', async () => {
    const { db } = database;
    const later = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return db.execute(sql`SELECT 1`);
    };
    expect(await refusal(db.transaction(async () => later()))).toMatch(/inside a transaction/);
  });

  it('is logged when the pool is told to warn, and then served', async () => {
    const warnings: string[] = [];
    const warned = openPostgres(url, 2, {
      log: { warn: (line: string) => void warnings.push(line) },
      connectInsideTransaction: 'warn',
    });
    try {
      const answer = await warned.db.transaction(async () =>
        warned.db.execute(sql`SELECT 7 AS seven`),
      );
      expect((answer as unknown as { rows: { seven: number }[] }).rows[0]?.seven).toBe(7);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/pooled connection was asked for inside a transaction/);
    } finally {
      await warned.close();
    }
  });

  it('is allowed outside transactions, after one ends, and through the connection apart', async () => {
    const { db, apart } = database;
    await db.execute(sql`SELECT 1`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      await apart.execute(sql`SELECT 1`);
    });
    await db.execute(sql`SELECT 1`);
  });

  it("is allowed in a background job's own transactions under its advisory lock", async () => {
    const outcome = await runExclusively({
      db: database.db,
      lock: 4242,
      ifBusy: 'wait',
      run: () => database.db.transaction(async (tx) => tx.execute(sql`SELECT 1`)),
    });
    expect(outcome.ran).toBe(true);
  });
});
