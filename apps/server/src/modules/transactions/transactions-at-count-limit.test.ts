import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_LIMIT, listSearchParams, Query } from '@copyvest/shared';
import { rowsOf } from '../../db/client.ts';
import { transactionsAtCountLimit } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { registerActiveUser } from '../../../test/support/client.ts';
import { dataPath } from '../../../test/support/data-api.ts';
import { seedPaymentMethod } from '../../../test/support/seed.ts';

let ctx: TestContext;
let methodId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  methodId = (await seedPaymentMethod(ctx)).id;
});

/** A legacy-form transaction id ('TNX-' and 6 digits) not used yet in this file's database. */
let nextNumber = 1;

/** `count` rejected deposits of each user, in one statement (as a bulk import or seed writes). */
async function insertRows(userIds: string[], count: number) {
  const first = nextNumber;
  nextNumber += userIds.length * count;
  await ctx.database.db.execute(sql`
    insert into transactions (id, user_id, transaction_id, amount, type, status, kind, description, crypto)
    select md5(random()::text || u.id || g), u.id,
           'TNX-' || lpad((${first} + (u.n - 1) * ${count} + g - 1)::text, 6, '0'),
           500, 'credit', 'failed', 'deposit', 'Deposit via Bitcoin', 'Bitcoin'
    from unnest(array[${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]) with ordinality as u(id, n), generate_series(1, ${count}) as g`);
}

async function marked(userId: string): Promise<boolean> {
  const rows = await ctx.database.db
    .select()
    .from(transactionsAtCountLimit)
    .where(eq(transactionsAtCountLimit.userId, userId));
  return rows.length === 1;
}

describe('the mark of a user at the lists’ count limit', () => {
  it('is never set below the limit; a bulk insert that reaches it sets it, and single inserts past it soon do', async () => {
    const [a, b] = [await registerActiveUser(ctx), await registerActiveUser(ctx)];
    const deposit = await a.client.post('/v1/deposits', {
      paymentMethodId: methodId,
      amount: 10_00,
    });
    expect(deposit.status).toBe(201);
    // a: 1 + 4,998 = 4,999 (the deposit through the API and a bulk insert); b: none yet.
    await insertRows([a.user.$id], LIST_COUNT_LIMIT - 2);
    expect(await marked(a.user.$id)).toBe(false);
    // Checked on about one row in 64: of 5,000 rows in one statement some are, once all are in.
    await insertRows([b.user.$id], LIST_COUNT_LIMIT);
    expect(await marked(b.user.$id)).toBe(true);
    // a reaches the limit one row at a time: marked once an insert past it is sampled (1 in 64;
    // 2,000 inserts all missed would be a chance of about 1 in 10^13).
    let inserts = 0;
    while (!(await marked(a.user.$id)) && inserts < 2_000) {
      await insertRows([a.user.$id], 1);
      inserts += 1;
    }
    expect(await marked(a.user.$id)).toBe(true);
    const [count] = rowsOf<{ n: number }>(
      await ctx.database.db.execute(
        sql`select count(*)::int as n from transactions where user_id = ${a.user.$id}`,
      ),
    );
    expect(count!.n).toBeGreaterThanOrEqual(LIST_COUNT_LIMIT);
  });

  it('goes when a delete leaves fewer than the limit, and stays while there are enough', async () => {
    const { user } = await registerActiveUser(ctx);
    await insertRows([user.$id], LIST_COUNT_LIMIT + 3);
    expect(await marked(user.$id)).toBe(true);
    const deleteSome = (count: number) =>
      ctx.database.db.execute(
        sql`delete from transactions where id in (select id from transactions where user_id = ${user.$id} limit ${count})`,
      );
    await deleteSome(3);
    expect(await marked(user.$id)).toBe(true);
    await deleteSome(1);
    expect(await marked(user.$id)).toBe(false);
  });

  it('lets money operations of one user lock their row and insert in either order without deadlocking', async () => {
    const { user } = await registerActiveUser(ctx);
    // With a counter row that every insert updated, a transaction that inserted first and one
    // that locked the user's row first deadlocked. Raw connections: no retry hides a deadlock.
    const touchUser = (client: pg.PoolClient) =>
      client.query(`update users set updated_at = now() where id = $1`, [user.$id]);
    const insertOne = (client: pg.PoolClient) =>
      client.query(
        `insert into transactions (id, user_id, transaction_id, amount, type, status, kind, description, crypto)
         values (md5(random()::text), $1, 'TNX-' || lpad($2, 6, '0'), 500, 'credit', 'failed', 'deposit', 'Deposit', 'Bitcoin')`,
        [user.$id, String(nextNumber++)],
      );
    await Promise.all(
      Array.from({ length: 8 }, async (_, n) => {
        const client = await ctx.database.pool.connect();
        try {
          await client.query('begin');
          const [first, second] = n % 2 === 0 ? [insertOne, touchUser] : [touchUser, insertOne];
          await first(client);
          await client.query('select pg_sleep(0.02)');
          await second(client);
          await client.query('commit');
        } finally {
          client.release();
        }
      }),
    );
    const [row] = rowsOf<{ n: number }>(
      await ctx.database.db.execute(
        sql`select count(*)::int as n from transactions where user_id = ${user.$id}`,
      ),
    );
    expect(row!.n).toBe(8);
  });

  it('does not count the transactions of an owner already marked, on an insert or a delete of another owner', async () => {
    const [heavy, light] = [await registerActiveUser(ctx), await registerActiveUser(ctx)];
    await insertRows([heavy.user.$id], LIST_COUNT_LIMIT + 10);
    await insertRows([light.user.$id], 3);
    expect(await marked(heavy.user.$id)).toBe(true);
    // The rows of `transactions` a statement reads, its triggers included (the backend's counts
    // not yet reported, read before and after it).
    const rowsRead = async (statement: string, params: string[]) => {
      const client = await ctx.database.pool.connect();
      const count = async () => {
        const { rows } = await client.query<{ n: string }>(
          `select pg_stat_get_xact_tuples_returned('transactions'::regclass)
                + pg_stat_get_xact_tuples_fetched('transactions'::regclass) as n`,
        );
        return Number(rows[0]!.n);
      };
      try {
        await client.query('begin');
        const before = await count();
        await client.query(statement, params);
        return (await count()) - before;
      } finally {
        await client.query('rollback');
        client.release();
      }
    };
    const insertFor = `insert into transactions (id, user_id, transaction_id, amount, type, status, kind, description, crypto)
      values (md5(random()::text), $1, 'TNX-' || lpad($2, 6, '0'), 500, 'credit', 'failed', 'deposit', 'Deposit', 'Bitcoin')`;
    expect(await rowsRead(insertFor, [heavy.user.$id, String(nextNumber++)])).toBeLessThan(10);
    // The light owner is counted: their 3 rows and the new one.
    expect(await rowsRead(insertFor, [light.user.$id, String(nextNumber++)])).toBeLessThan(10);
    // A delete counts the owners it removed rows of (and reads the row it removes), not the marked.
    expect(
      await rowsRead(
        `delete from transactions where id = (select id from transactions where user_id = $1 limit 1)`,
        [light.user.$id],
      ),
    ).toBeLessThan(10);
  });

  it('counts an unmarked owner on a sample of their inserts, not on every one', async () => {
    const { user } = await registerActiveUser(ctx);
    await insertRows([user.$id], 1_000);
    const client = await ctx.database.pool.connect();
    try {
      await client.query('begin');
      const read = async () => {
        const { rows } = await client.query<{ n: string }>(
          `select pg_stat_get_xact_tuples_returned('transactions'::regclass)
                + pg_stat_get_xact_tuples_fetched('transactions'::regclass) as n`,
        );
        return Number(rows[0]!.n);
      };
      const before = await read();
      for (let i = 0; i < 100; i++) {
        await client.query(
          `insert into transactions (id, user_id, transaction_id, amount, type, status, kind, description, crypto)
           values (md5(random()::text), $1, 'TNX-' || lpad($2, 6, '0'), 500, 'credit', 'failed', 'deposit', 'Deposit', 'Bitcoin')`,
          [user.$id, String(nextNumber++)],
        );
      }
      // Counted at every insert, 100 inserts read about 100,000 rows; sampled, a few thousand
      // (20 or more of 100 sampled at 1 in 64 would be a chance below 1 in 10^15).
      const total = (await read()) - before;
      expect(total).toBeLessThan(20_000);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('refuses to move a transaction to another owner', async () => {
    const [a, b] = [await registerActiveUser(ctx), await registerActiveUser(ctx)];
    await insertRows([a.user.$id], 1);
    await expect(
      ctx.database.db.execute(
        sql`update transactions set user_id = ${b.user.$id} where user_id = ${a.user.$id}`,
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/owner never changes/) } });
  });
});

describe('list totals and the mark', () => {
  it('an unfiltered list of a marked user answers the limit uncounted; a filtered or searched one counts, in REST and the data API', async () => {
    const { client, user } = await registerActiveUser(ctx);
    await insertRows([user.$id], 30);
    // Only the mark says the limit: a total taken from it shows, a counted one does not.
    await ctx.database.db.insert(transactionsAtCountLimit).values({ userId: user.$id });
    const rest = await client.get('/v1/transactions');
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.total).toBe(LIST_COUNT_LIMIT);
    expect((await client.get('/v1/transactions?search=Bitcoin')).body.total).toBe(30);
    const filtered = listSearchParams({ queries: [Query.equal('status', 'failed')] });
    expect((await client.get(`/v1/transactions${filtered}`)).body.total).toBe(30);
    expect((await client.get('/v1/transactions?from=2000-01-01&to=9999-12-31')).body.total).toBe(
      30,
    );
    const rows = await client.get(
      `${dataPath('rows', 'transactions')}${listSearchParams({ queries: [Query.limit(5)] })}`,
    );
    expect(rows.status).toBe(200);
    expect(rows.body.total).toBe(LIST_COUNT_LIMIT);
    expect((await client.get(`${dataPath('rows', 'transactions')}${filtered}`)).body.total).toBe(
      30,
    );
    // An unmarked user's unfiltered list counts.
    const other = await registerActiveUser(ctx);
    await insertRows([other.user.$id], 12);
    expect((await other.client.get('/v1/transactions')).body.total).toBe(12);
  });
});
