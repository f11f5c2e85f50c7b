import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_LIMIT, listSearchParams, Query } from '@copyvest/shared';
import { rowsOf } from '../../db/client.ts';
import { transactionCounts } from '../../db/schema.ts';
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

async function counterOf(userId: string): Promise<number | undefined> {
  const [row] = await ctx.database.db
    .select({ count: transactionCounts.count })
    .from(transactionCounts)
    .where(eq(transactionCounts.userId, userId));
  return row?.count;
}

async function cappedCountOf(userId: string): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await ctx.database.db.execute(
      sql`select count(*)::int as count from (select 1 from transactions where user_id = ${userId} limit ${LIST_COUNT_LIMIT}) as c`,
    ),
  );
  return row!.count;
}

describe("a user's transaction counter", () => {
  it('counts single and multi-row inserts of several users, and matches the rows counted', async () => {
    const [a, b] = [await registerActiveUser(ctx), await registerActiveUser(ctx)];
    const deposit = await a.client.post('/v1/deposits', {
      paymentMethodId: methodId,
      amount: 10_00,
    });
    expect(deposit.status).toBe(201);
    expect(await counterOf(a.user.$id)).toBe(1);
    expect(await counterOf(b.user.$id)).toBeUndefined();
    await insertRows([a.user.$id, b.user.$id], 3);
    expect(await counterOf(a.user.$id)).toBe(4);
    expect(await counterOf(b.user.$id)).toBe(3);
    expect(await counterOf(a.user.$id)).toBe(await cappedCountOf(a.user.$id));
  });

  it('stops at the lists’ count limit, and a delete recounts it exactly', async () => {
    const { user } = await registerActiveUser(ctx);
    await insertRows([user.$id], LIST_COUNT_LIMIT - 2);
    expect(await counterOf(user.$id)).toBe(LIST_COUNT_LIMIT - 2);
    await insertRows([user.$id], 5);
    expect(await counterOf(user.$id)).toBe(LIST_COUNT_LIMIT);
    await insertRows([user.$id], 1);
    expect(await counterOf(user.$id)).toBe(LIST_COUNT_LIMIT);
    // 5,004 rows: deleting 10 leaves 4,994, which the counter says.
    await ctx.database.db.execute(
      sql`delete from transactions where id in (select id from transactions where user_id = ${user.$id} limit 10)`,
    );
    expect(await counterOf(user.$id)).toBe(LIST_COUNT_LIMIT - 6);
    expect(await cappedCountOf(user.$id)).toBe(LIST_COUNT_LIMIT - 6);
  });

  it('counts every one of concurrent first inserts of a new user', async () => {
    const { user } = await registerActiveUser(ctx);
    await Promise.all(
      Array.from({ length: 8 }, () =>
        ctx.database.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(0.01)`);
          await tx.execute(sql`
            insert into transactions (id, user_id, transaction_id, amount, type, status, kind, description, crypto)
            values (md5(random()::text), ${user.$id}, 'TNX-' || lpad((${nextNumber++})::text, 6, '0'), 500, 'credit', 'failed', 'deposit', 'Deposit', 'Bitcoin')`);
          await tx.execute(sql`select pg_sleep(0.02)`);
        }),
      ),
    );
    expect(await counterOf(user.$id)).toBe(8);
  });

  it('refuses to move a transaction to another owner', async () => {
    const [a, b] = [await registerActiveUser(ctx), await registerActiveUser(ctx)];
    await insertRows([a.user.$id], 1);
    await expect(
      ctx.database.db.execute(
        sql`update transactions set user_id = ${b.user.$id} where user_id = ${a.user.$id}`,
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/owner never changes/) } });
    expect(await counterOf(a.user.$id)).toBe(1);
  });
});

describe('list totals from the counter', () => {
  it('an unfiltered list answers the counter, a filtered or searched one counts, in REST and the data API', async () => {
    const { client, user } = await registerActiveUser(ctx);
    await insertRows([user.$id], 30);
    // Only the counter says 7: a total read from it shows, a counted one does not.
    await ctx.database.db.execute(
      sql`update transaction_counts set count = 7 where user_id = ${user.$id}`,
    );
    const rest = await client.get('/v1/transactions');
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.total).toBe(7);
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
    expect(rows.body.total).toBe(7);
    expect((await client.get(`${dataPath('rows', 'transactions')}${filtered}`)).body.total).toBe(
      30,
    );
  });
});
