import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_LIMIT, Query } from '@copyvest/shared';
import { rowsOf } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import {
  adminClient,
  q,
  registerActiveUser,
  type TestClient,
} from '../../../test/support/client.ts';
import { dataPath } from '../../../test/support/data-api.ts';

/**
 * Queries over 100,000 transactions (seeded with one SQL insert): 90 % belong to the owner, 10 %
 * to another user; created-at values repeat (7 per second) so the id must break ties.
 */
const TOTAL = 100_000;
let ctx: TestContext;
let owner: { client: TestClient; id: string };
let admin: TestClient;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  const a = await registerActiveUser(ctx);
  const b = await registerActiveUser(ctx);
  owner = { client: a.client, id: a.user.$id };
  await ctx.database.db.execute(sql`
    INSERT INTO transactions
      (id, user_id, transaction_id, amount, type, status, kind, description, crypto, created_at)
    SELECT 'bulk' || lpad(g::text, 6, '0'),
      CASE WHEN g % 10 = 0 THEN ${b.user.$id} ELSE ${a.user.$id} END,
      'TNX-B' || g,
      (g % 500 + 1) * 100 + (g % 7),
      'credit',
      CASE WHEN g % 3 = 0 THEN 'failed' ELSE 'pending' END,
      'deposit',
      'Bulk deposit ' || g,
      CASE WHEN g % 2 = 0 THEN 'Bitcoin' ELSE 'Ether' END,
      timestamp with time zone '2026-01-01 00:00:00+00' + (g / 7) * interval '1 second'
    FROM generate_series(1, ${TOTAL}) AS g`);
  // A pending deposit waits in the books as a pending transfer (decision 037), as a request leaves
  // it; written now, so the books' check after the file does not find them waiting too long.
  await ctx.database.db.execute(sql`
    INSERT INTO ledger_transfers (ledger, debit_account, credit_account, amount, phase, reason,
      reference, created_at)
    SELECT 'usd', 'platform:deposits_received', 'user:' || user_id || ':balance', amount, 'pending',
      'deposit', transaction_id, ${ctx.clock.now().toISOString()}::timestamptz
    FROM transactions WHERE id LIKE 'bulk%' AND status = 'pending'`);
  // What autovacuum would do after such a load: the planner learns the table is large.
  await ctx.database.db.execute(sql`ANALYZE transactions`);
}, 120_000);

const list = (client: TestClient, ...queries: string[]) =>
  client.get(`${dataPath('documents', 'transactions')}${q(...queries)}`);

async function sqlCount(where: ReturnType<typeof sql>) {
  const result = await ctx.database.db.execute(
    sql`SELECT count(*)::int AS n FROM transactions WHERE ${where}`,
  );
  return rowsOf<{ n: number }>(result)[0]!.n;
}

describe('keyset pagination over 100,000 transactions', () => {
  it("walks all of a user's 90,000 transactions newest first with cursorAfter: no gap, no repeat", async () => {
    const seen = new Set<string>();
    let cursor: string | undefined;
    let previous: { createdAt: string; id: string } | undefined;
    for (;;) {
      const response = await owner.client.get(
        `${dataPath('documents', 'transactions')}${q(
          Query.orderDesc('$createdAt'),
          Query.limit(100),
          ...(cursor ? [Query.cursorAfter(cursor)] : []),
        )}&total=false`,
      );
      expect(response.status).toBe(200);
      const page = response.body.documents as { $id: string; $createdAt: string; id: string }[];
      if (page.length === 0) break;
      for (const record of page) {
        expect(record.id).toBe(owner.id);
        expect(seen.has(record.$id)).toBe(false);
        seen.add(record.$id);
        if (previous) {
          // Newest first; equal times in descending id order.
          const order =
            record.$createdAt < previous.createdAt ||
            (record.$createdAt === previous.createdAt && record.$id < previous.id);
          expect(order).toBe(true);
        }
        previous = { createdAt: record.$createdAt, id: record.$id };
      }
      cursor = page.at(-1)!.$id;
    }
    expect(seen.size).toBe(TOTAL * 0.9);
  }, 300_000);

  it('pages back with cursorBefore to exactly the page before', async () => {
    const order = [Query.orderAsc('amount'), Query.limit(50)];
    const first = await list(owner.client, ...order, Query.offset(1000));
    const second = await list(
      owner.client,
      ...order,
      Query.cursorAfter(first.body.documents[49].$id),
    );
    const back = await list(
      owner.client,
      ...order,
      Query.cursorBefore(second.body.documents[0].$id),
    );
    expect(back.body.documents.map((d: { $id: string }) => d.$id)).toEqual(
      first.body.documents.map((d: { $id: string }) => d.$id),
    );
    const amounts = second.body.documents.map((d: { amount: number }) => d.amount);
    expect(amounts).toEqual([...amounts].sort((x, y) => x - y));
  });

  it('filters combine (and, or, between, startsWith, equal on several values) and totals match SQL, counted up to 5,000 as Appwrite counts', async () => {
    const filtered = await list(
      admin,
      Query.equal('status', 'failed'),
      Query.or([
        Query.equal('crypto', 'Bitcoin'),
        Query.startsWith('description', 'Bulk deposit 9'),
      ]),
      Query.between('amount', 100, 250.03),
      Query.limit(5),
    );
    expect(filtered.status).toBe(200);
    expect(filtered.body.total).toBe(
      Math.min(
        LIST_COUNT_LIMIT,
        await sqlCount(sql`id LIKE 'bulk%' AND status = 'failed'
        AND (crypto = 'Bitcoin' OR description LIKE 'Bulk deposit 9%')
        AND amount BETWEEN 10000 AND 25003`),
      ),
    );
    const mine = await list(
      owner.client,
      Query.equal('type', ['credit', 'withdraw']),
      Query.limit(1),
    );
    const narrow = await list(
      admin,
      Query.equal('status', 'failed'),
      Query.or([
        Query.equal('crypto', 'Bitcoin'),
        Query.startsWith('description', 'Bulk deposit 9'),
      ]),
      Query.between('amount', 100, 120),
      Query.limit(5),
    );
    const narrowCount = await sqlCount(sql`id LIKE 'bulk%' AND status = 'failed'
        AND (crypto = 'Bitcoin' OR description LIKE 'Bulk deposit 9%')
        AND amount BETWEEN 10000 AND 12000`);
    expect(narrowCount).toBeGreaterThan(0);
    expect(narrowCount).toBeLessThan(LIST_COUNT_LIMIT);
    expect(narrow.body.total).toBe(narrowCount);
    // 90,000 match: the count stops at Appwrite's limit.
    expect(mine.body.total).toBe(Math.min(LIST_COUNT_LIMIT, TOTAL * 0.9));
    const foreign = await list(owner.client, Query.notEqual('id', owner.id));
    expect(foreign.body.total).toBe(0);
    const picked = await list(
      admin,
      Query.equal('transactionId', ['TNX-B7', 'TNX-B70']),
      Query.select(['transactionId']),
    );
    expect(
      picked.body.documents.map((d: { transactionId: string }) => d.transactionId).sort(),
    ).toEqual(['TNX-B7', 'TNX-B70']);
  });
});

describe('malformed queries', () => {
  const longQuery = (depth: number): string =>
    depth === 0
      ? Query.equal('status', 'failed')
      : Query.and([longQuery(depth - 1), Query.equal('type', 'credit')]);

  it.each([
    ['not JSON', '{"method":'],
    ['an unknown method', JSON.stringify({ method: 'drop', attribute: 'id', values: [1] })],
    ['an unknown attribute', Query.equal('fee', 1)],
    ['a string for an amount', Query.equal('amount', '10')],
    ['an amount with 3 decimals', Query.greaterThan('amount', 1.005)],
    ['a number for a text', Query.equal('status', 5)],
    ['startsWith on an amount', Query.startsWith('amount', '1')],
    [
      'between with one value',
      JSON.stringify({ method: 'between', attribute: 'amount', values: [1] }),
    ],
    ['or with one query', Query.or([Query.equal('status', 'failed')])],
    ['nesting deeper than 3', longQuery(4)],
    ['limit 0', Query.limit(0)],
    ['limit 101', Query.limit(101)],
    ['offset 5001', Query.offset(5001)],
    ['an order on a nullable attribute', Query.orderAsc('walletAddress')],
    ['a select of an unknown attribute', Query.select(['held'])],
    ['a date before year 1000', Query.lessThan('$createdAt', '0999-12-31T00:00:00Z')],
    [
      'a value that is an object',
      JSON.stringify({ method: 'equal', attribute: 'status', values: [{ a: 1 }] }),
    ],
  ])('%s is a 400 general_query_invalid', async (_name, query) => {
    const response = await list(owner.client, query);
    expect(response.status).toBe(400);
    expect(response.body.type).toBe('general_query_invalid');
  });

  it('more than 100 queries, two cursors and unknown cursors are refused', async () => {
    const many = Array.from({ length: 101 }, () => Query.equal('status', 'failed'));
    expect((await list(owner.client, ...many)).body.type).toBe('general_query_invalid');
    const two = await list(
      owner.client,
      Query.cursorAfter('bulk000001'),
      Query.cursorBefore('bulk000002'),
    );
    expect(two.body.type).toBe('general_query_invalid');
    // The other user's record is no cursor for this user: the same answer as a missing one.
    for (const id of ['bulk000010', 'missing']) {
      expect((await list(owner.client, Query.cursorAfter(id))).body.type).toBe(
        'general_cursor_not_found',
      );
    }
  });
});
