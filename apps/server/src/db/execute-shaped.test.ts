import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../../test/support/test-app.ts';
import { type Database, openPostgres } from './client.ts';
import { executeShaped, placeholders } from './execute-named.ts';
import { platformSettings } from './schema.ts';

let drop: () => Promise<void>;
let database: Database;
beforeAll(async () => {
  const created = await createEmptyTestDatabase();
  drop = created.drop;
  database = openPostgres(created.url, 3);
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** One setting by key, through a statement built once per shape; counts the builds. */
let builds = 0;
const readSetting = (
  db: Database['db'] | Parameters<Parameters<Database['db']['transaction']>[0]>[0],
  key: string,
) =>
  executeShaped(
    db,
    'test-read-setting',
    (db) => {
      builds += 1;
      return db
        .select()
        .from(platformSettings)
        .where(eq(platformSettings.key, sql.placeholder('key')))
        .limit(1);
    },
    { key },
  );

describe('a query built once per shape', () => {
  it('is built at its first call only, and answers each call with its own values', async () => {
    const { db } = database;
    await db.insert(platformSettings).values([
      { key: 'shaped-a', value: { n: 1 } },
      { key: 'shaped-b', value: { n: 2 } },
    ]);
    const [a] = await readSetting(db, 'shaped-a');
    const [b] = await readSetting(db, 'shaped-b');
    expect(builds).toBe(1);
    expect(a?.value).toEqual({ n: 1 });
    expect(b?.value).toEqual({ n: 2 });
    // drizzle still maps the row: a Date, not the driver's string.
    expect(b?.updatedAt).toBeInstanceOf(Date);
  });

  it("runs on the connection of the transaction it is given, not the first call's", async () => {
    const { db } = database;
    await readSetting(db, 'warm-up');
    const seen = await db.transaction(async (tx) => {
      await tx.insert(platformSettings).values({ key: 'shaped-uncommitted', value: 3 });
      const [inside] = await readSetting(tx, 'shaped-uncommitted');
      // Another connection cannot see the row before the commit.
      const [outside] = await readSetting(db, 'shaped-uncommitted');
      return { inside, outside };
    });
    expect(seen.inside?.value).toBe(3);
    expect(seen.outside).toBeUndefined();
  });

  it("encodes an insert's placeholders by their columns (json, timestamps)", async () => {
    const { db } = database;
    const row = {
      key: 'shaped-insert',
      value: { list: [1, 'two'] },
      updatedAt: new Date('2026-01-02T03:04:05Z'),
    };
    for (const key of ['shaped-insert', 'shaped-insert-2']) {
      await executeShaped(
        db,
        'test-insert-setting',
        (db) => db.insert(platformSettings).values(placeholders(row)),
        { ...row, key },
      );
    }
    const stored = await db
      .select()
      .from(platformSettings)
      .where(sql`${platformSettings.key} LIKE 'shaped-insert%'`)
      .orderBy(platformSettings.key);
    expect(stored.map((s) => [s.key, s.value, s.updatedAt.toISOString()])).toEqual([
      ['shaped-insert', { list: [1, 'two'] }, '2026-01-02T03:04:05.000Z'],
      ['shaped-insert-2', { list: [1, 'two'] }, '2026-01-02T03:04:05.000Z'],
    ]);
  });
});
