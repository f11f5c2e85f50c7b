import { beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '../../test/support/count-statements.ts';
import { createTestContext, type TestContext } from '../../test/support/test-app.ts';
import { registerActiveUser, type TestClient } from '../../test/support/client.ts';
import { seedPaymentMethod } from '../../test/support/seed.ts';
import { getAccount } from '../modules/accounts/get-account.ts';

let ctx: TestContext;
let user: TestClient;
/** The user's transactions, newest first. */
const ids: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
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
    const { result, statements } = await countStatements(ctx, () => user.get('/v1/account'));
    expect(result.status).toBe(200);
    expect(statements).toHaveLength(1);
    const fresh = await getAccount({ db: ctx.deps.db, accountId: result.body.$id });
    expect(result.body).toEqual(JSON.parse(JSON.stringify(fresh)));
    expect(result.body.targets).toHaveLength(1);
  });

  it('GET /v1/session, asked on every page of the web app, is one statement too', async () => {
    const { result, statements } = await countStatements(ctx, () => user.get('/v1/session'));
    expect(result.body.account.$id).toBe(result.body.user.$id);
    expect(statements).toHaveLength(1);
  });
});
