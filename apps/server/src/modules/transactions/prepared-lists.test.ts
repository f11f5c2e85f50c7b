import { beforeAll, describe, expect, it } from 'vitest';
import { Query } from '@copyvest/shared';
import { countStatements } from '../../../test/support/count-statements.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import {
  adminClient,
  q,
  registerActiveUser,
  type TestClient,
  type TestResponse,
} from '../../../test/support/client.ts';
import { dataPath } from '../../../test/support/data-api.ts';
import { seedPaymentMethod } from '../../../test/support/seed.ts';

/**
 * Lists read often run as prepared statements while nothing narrows them (decision 062): built
 * once per shape with the viewer's id as a placeholder. These prove the statement is named and
 * shared, and that sharing it never shows one viewer another's records.
 */
let ctx: TestContext;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
const aliceIds: string[] = [];
const bobIds: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  const method = await seedPaymentMethod(ctx);
  ({ client: alice } = await registerActiveUser(ctx));
  ({ client: bob } = await registerActiveUser(ctx));
  for (const [client, ids, count] of [
    [alice, aliceIds, 3],
    [bob, bobIds, 2],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const deposit = await client.post('/v1/deposits', {
        paymentMethodId: method.id,
        amount: 1_00,
      });
      expect(deposit.status).toBe(201);
      ids.unshift(deposit.body.$id);
      ctx.clock.advance(1000);
    }
  }
});

/** The list's own statement of a request (the session lookup left out) and its name. */
async function listStatement(request: () => Promise<TestResponse>) {
  const { result, statements, names } = await countStatements(request);
  const index = statements.findIndex((text) => !/\bfrom "sessions"/i.test(text));
  expect(statements).toHaveLength(2);
  return { result, name: names[index] };
}

const idsOf = (records: { $id: string }[]) => records.map((record) => record.$id);

describe('prepared list pages', () => {
  it("two users' unfiltered pages run one named statement, and each gets only their own records and total", async () => {
    const first = await listStatement(() => alice.get(`/v1/transactions${q(Query.limit(10))}`));
    const second = await listStatement(() => bob.get(`/v1/transactions${q(Query.limit(10))}`));
    expect(first.name).toMatch(/^l_/);
    expect(second.name).toBe(first.name);
    expect(first.result.body.total).toBe(3);
    expect(idsOf(first.result.body.transactions)).toEqual(aliceIds);
    expect(second.result.body.total).toBe(2);
    expect(idsOf(second.result.body.transactions)).toEqual(bobIds);

    // A keyset page is a shape of its own, with the same guarantee: bob's cursor in alice's
    // list names no record of hers.
    const next = await listStatement(() =>
      alice.get(`/v1/transactions${q(Query.limit(1), Query.cursorAfter(aliceIds[0]!))}`),
    );
    expect(next.name).toMatch(/^l_/);
    expect(next.name).not.toBe(first.name);
    expect(idsOf(next.result.body.transactions)).toEqual([aliceIds[1]]);
    const foreign = await alice.get(`/v1/transactions${q(Query.cursorAfter(bobIds[0]!))}`);
    expect(foreign.status).toBe(400);
    expect(foreign.body.type).toBe('general_cursor_not_found');
  });

  it('a prepared page answers each record field for field as the page built for its request does', async () => {
    const rows = dataPath('rows', 'transactions');
    const prepared = await listStatement(() => alice.get('/v1/transactions'));
    const preparedRows = await listStatement(() => alice.get(rows));
    expect(prepared.name).toMatch(/^l_/);
    expect(preparedRows.name).toMatch(/^l_/);
    for (const id of aliceIds) {
      const built = await listStatement(() =>
        alice.get(`/v1/transactions${q(Query.equal('$id', [id]))}`),
      );
      const builtRows = await listStatement(() =>
        alice.get(`${rows}${q(Query.equal('$id', [id]))}`),
      );
      expect(built.name).toBeUndefined();
      expect(builtRows.name).toBeUndefined();
      const byId = (records: { $id: string }[]) => records.find((record) => record.$id === id);
      expect(byId(prepared.result.body.transactions)).toEqual(built.result.body.transactions[0]);
      expect(byId(preparedRows.result.body.rows)).toEqual(builtRows.result.body.rows[0]);
    }
  });

  it('a filtered or searched page is built for its request, unnamed', async () => {
    const filtered = await listStatement(() =>
      alice.get(`/v1/transactions${q(Query.equal('$id', [aliceIds[1]!]))}`),
    );
    expect(filtered.name).toBeUndefined();
    expect(idsOf(filtered.result.body.transactions)).toEqual([aliceIds[1]]);
    const searched = await listStatement(() => alice.get('/v1/transactions?search=deposit'));
    expect(searched.name).toBeUndefined();
    expect(searched.result.body.total).toBe(3);
  });

  it("the data API's listRows: the user's own rows and the admin's every row, each a named statement of its own", async () => {
    const rows = dataPath('rows', 'transactions');
    const own = await listStatement(() => bob.get(`${rows}${q(Query.orderDesc('$createdAt'))}`));
    const all = await listStatement(() => admin.get(`${rows}${q(Query.orderDesc('$createdAt'))}`));
    expect(own.name).toMatch(/^l_/);
    expect(all.name).toMatch(/^l_/);
    expect(all.name).not.toBe(own.name);
    expect(idsOf(own.result.body.rows)).toEqual(bobIds);
    expect(own.result.body.total).toBe(2);
    expect(all.result.body.total).toBe(5);
    expect(idsOf(all.result.body.rows)).toEqual(expect.arrayContaining([...aliceIds, ...bobIds]));
  });

  it('past the limit of prepared shapes, new shapes are built per request and still answer right', async () => {
    const rows = dataPath('rows', 'transactions');
    const attributes = ['$createdAt', 'amount', 'type', 'status', 'description', 'crypto'];
    const names: (string | undefined)[] = [];
    // Two orders each: 6 × 5 × 2 directions × 2 (counted or not) = 120 shapes, past the limit.
    for (const first of attributes) {
      for (const second of attributes.filter((attribute) => attribute !== first)) {
        for (const direction of ['asc', 'desc'] as const) {
          for (const total of [true, false]) {
            const order = direction === 'asc' ? Query.orderAsc : Query.orderDesc;
            const { result, name } = await listStatement(() =>
              alice.get(`${rows}${q(order(first), order(second))}${total ? '' : '&total=false'}`),
            );
            expect(result.status).toBe(200);
            expect(new Set(idsOf(result.body.rows))).toEqual(new Set(aliceIds));
            expect(result.body.total).toBe(total ? 3 : 0);
            names.push(name);
          }
        }
      }
    }
    // The earlier tests prepared a few shapes of this database already: the limit (64) is reached
    // within these, and every shape after it runs unnamed.
    const firstUnnamed = names.indexOf(undefined);
    expect(firstUnnamed).toBeGreaterThan(0);
    expect(firstUnnamed).toBeLessThanOrEqual(64);
    expect(names.slice(firstUnnamed).every((name) => name === undefined)).toBe(true);
  });
});
