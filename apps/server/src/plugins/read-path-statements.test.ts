import { beforeAll, describe, expect, it } from 'vitest';
import { Query } from '@copyvest/shared';
import { countStatements } from '../../test/support/count-statements.ts';
import { createTestContext, type TestContext } from '../../test/support/test-app.ts';
import { adminClient, q, registerActiveUser, type TestClient } from '../../test/support/client.ts';
import { dataPath } from '../../test/support/data-api.ts';
import { seedPaymentMethod } from '../../test/support/seed.ts';
import { getAccount } from '../modules/accounts/index.ts';

let ctx: TestContext;
let admin: TestClient;
let user: TestClient;
/** The user's transactions, newest first. */
const ids: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  const btc = await seedPaymentMethod(ctx, { name: 'Bitcoin', code: 'btc' });
  ({ client: user } = await registerActiveUser(ctx));
  for (let i = 0; i < 6; i++) {
    const deposit = await user.post('/v1/deposits', { paymentMethodId: btc.id, amount: 100 + i });
    expect(deposit.status).toBe(201);
    ids.unshift(deposit.body.$id);
    ctx.clock.advance(1000);
  }
});

describe('how many SQL statements a signed-in read runs', () => {
  it('GET /v1/account is one statement: the session lookup reads the account, profile and push targets, and the answer is the same as a fresh read', async () => {
    const target = await user.post('/v1/account/targets/push', {
      targetId: 'unique()',
      identifier: 'device-token-1',
    });
    expect(target.status).toBe(201);
    const { result, statements } = await countStatements(() => user.get('/v1/account'));
    expect(result.status).toBe(200);
    expect(statements).toHaveLength(1);
    const fresh = await getAccount({ db: ctx.deps.db, accountId: result.body.$id });
    expect(result.body).toEqual(JSON.parse(JSON.stringify(fresh)));
    expect(result.body.targets).toHaveLength(1);
  });

  it('GET /v1/session, asked on every page of the web app, is one statement too', async () => {
    const { result, statements } = await countStatements(() => user.get('/v1/session'));
    expect(result.body.account.$id).toBe(result.body.user.$id);
    expect(statements).toHaveLength(1);
  });

  it("a page of the user's transactions, first or keyset, is the session lookup and one statement that also counts the total", async () => {
    const first = await countStatements(() => user.get(`/v1/transactions${q(Query.limit(2))}`));
    expect(first.result.body.total).toBe(6);
    expect(first.result.body.transactions.map((t: { $id: string }) => t.$id)).toEqual(
      ids.slice(0, 2),
    );
    expect(first.statements).toHaveLength(2);

    const next = await countStatements(() =>
      user.get(`/v1/transactions${q(Query.limit(2), Query.cursorAfter(ids[1]!))}`),
    );
    expect(next.result.body.total).toBe(6);
    expect(next.result.body.transactions.map((t: { $id: string }) => t.$id)).toEqual(
      ids.slice(2, 4),
    );
    expect(next.statements).toHaveLength(2);
  });

  it("the admin's first page of every transaction is the session lookup and one statement", async () => {
    const { result, statements } = await countStatements(() =>
      admin.get(`/v1/admin/transactions${q(Query.limit(3))}`),
    );
    expect(result.status).toBe(200);
    expect(result.body.transactions.map((t: { $id: string }) => t.$id)).toEqual(ids.slice(0, 3));
    expect(statements).toHaveLength(2);
  });

  it("the data API's listRows, first or keyset page, is the session lookup and one statement", async () => {
    const rows = dataPath('rows', 'transactions');
    const first = await countStatements(() =>
      user.get(`${rows}${q(Query.orderDesc('$createdAt'), Query.limit(2))}`),
    );
    expect(first.result.body.total).toBe(6);
    expect(first.result.body.rows.map((r: { $id: string }) => r.$id)).toEqual(ids.slice(0, 2));
    expect(first.statements).toHaveLength(2);

    const next = await countStatements(() =>
      user.get(
        `${rows}${q(Query.orderDesc('$createdAt'), Query.limit(2), Query.cursorAfter(ids[1]!))}`,
      ),
    );
    expect(next.result.body.rows.map((r: { $id: string }) => r.$id)).toEqual(ids.slice(2, 4));
    expect(next.statements).toHaveLength(2);
  });

  it('a cursor past the end is an empty page, and a cursor naming no record is still general_cursor_not_found', async () => {
    const end = await user.get(`/v1/transactions${q(Query.cursorAfter(ids.at(-1)!))}`);
    expect(end.status).toBe(200);
    expect(end.body).toEqual({ total: 6, transactions: [] });
    const unknown = await user.get(`/v1/transactions${q(Query.cursorAfter('no-such-record'))}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.type).toBe('general_cursor_not_found');
  });
});
