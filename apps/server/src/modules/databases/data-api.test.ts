import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Query } from '@copyvest/shared';
import { auditLog, files, ledgerTransfers, mailOutbox, users } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import {
  adminClient,
  q,
  registerActiveUser,
  registerUser,
  TestClient,
} from '../../../test/support/client.ts';
import { seedPaymentMethod, seedPlan } from '../../../test/support/seed.ts';
import { dataPath, stateFingerprint, type Form } from '../../../test/support/data-api.ts';
import { NEW_TRANSACTION_ID } from '../../../test/support/transaction-id.ts';

let ctx: TestContext;
let admin: TestClient;
let btc: { id: string; code: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  btc = await seedPaymentMethod(ctx, { name: 'Bitcoin' });
});

const docs = (collection: string, ...rest: string[]) => dataPath('documents', collection, ...rest);

async function deposit(client: TestClient, dollars: number, form: Form = 'documents') {
  const response = await client.post(dataPath(form, 'transactions'), {
    [form === 'documents' ? 'documentId' : 'rowId']: 'unique()',
    data: { amount: dollars, type: 'credit', crypto: btc.code },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

describe('reading', () => {
  it("a user reads their own user record and transactions in dollars with the spec's names; anything else is 404", async () => {
    const alice = await registerActiveUser(ctx, { name: 'Alice Reader' });
    const bob = await registerActiveUser(ctx);
    const created = await deposit(alice.client, 12.34);
    const mine = await alice.client.get(docs('users', alice.user.$id));
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      $id: alice.user.$id,
      $collectionId: 'users',
      $databaseId: 'copyvest',
      userId: alice.user.$id,
      name: 'Alice Reader',
      balance: 0,
      isActive: true,
      isAdmin: false,
      trade: null,
    });
    expect(mine.body.$sequence).toMatch(/^\d+$/);
    expect(mine.body.$permissions).toContain(`read("user:${alice.user.$id}")`);

    const list = await alice.client.get(docs('transactions'));
    expect(list.body).toMatchObject({ total: 1 });
    expect(list.body.documents[0]).toMatchObject({
      $id: created.$id,
      id: alice.user.$id,
      amount: 12.34,
      type: 'credit',
      status: 'pending',
      crypto: 'Bitcoin',
    });
    expect(list.body.documents[0].transactionId).toMatch(NEW_TRANSACTION_ID);

    for (const path of [docs('users', bob.user.$id), docs('transactions', 'missing-id')]) {
      const refused = await alice.client.get(path);
      expect(refused.status).toBe(404);
      expect(refused.body.type).toBe('document_not_found');
    }
    const bobsView = await bob.client.get(docs('transactions', created.$id));
    expect(bobsView.body).toMatchObject({ code: 404, type: 'document_not_found' });
    expect((await bob.client.get(docs('users'))).body.documents.map((u: any) => u.$id)).toEqual([
      bob.user.$id,
    ]);
  });

  it('guests read plans only; payment methods need a session', async () => {
    const plan = await seedPlan(ctx, { title: 'Guest Plan', min: 150_50, label: 'Starter' });
    const guest = new TestClient(ctx.app);
    const plans = await guest.get(`${docs('Plans')}${q(Query.equal('title', 'Guest Plan'))}`);
    expect(plans.body.documents).toEqual([
      expect.objectContaining({
        $id: plan.id,
        label: 'Starter',
        title: 'Guest Plan',
        min: 150.5,
        max: 1000,
        roi: 10,
        days: 10,
        isRecommended: false,
        $permissions: ['read("any")', 'update("label:admin")', 'delete("label:admin")'],
      }),
    ]);
    for (const collection of ['paymentmethods', 'transactions', 'users']) {
      const refused = await guest.get(docs(collection));
      expect(refused.body).toMatchObject({ code: 401, type: 'general_unauthorized_scope' });
    }
    const { client } = await registerUser(ctx);
    const methods = await client.get(docs('paymentmethods', btc.id));
    expect(methods.body).toMatchObject({ id: btc.code, name: 'Bitcoin' });
  });

  it('select keeps the chosen attributes and the $ ones; total=false skips the count', async () => {
    const { client, user } = await registerActiveUser(ctx);
    await deposit(client, 5);
    const selected = await client.get(
      `${docs('users', user.$id)}${q(Query.select(['name', 'balance']))}`,
    );
    expect(Object.keys(selected.body).sort()).toEqual(
      [
        '$collectionId',
        '$createdAt',
        '$databaseId',
        '$id',
        '$permissions',
        '$sequence',
        '$updatedAt',
        'balance',
        'name',
      ].sort(),
    );
    const uncounted = await client.get(`${docs('transactions')}?total=false`);
    expect(uncounted.body.total).toBe(0);
    expect(uncounted.body.documents).toHaveLength(1);
    const unknown = await client.get(`${docs('users', user.$id)}${q(Query.select(['held']))}`);
    expect(unknown.body).toMatchObject({ code: 400, type: 'general_query_invalid' });
  });

  it('filters amounts in dollars and refuses amounts with more than 2 decimals', async () => {
    const { client } = await registerActiveUser(ctx);
    await deposit(client, 10);
    await deposit(client, 20.5);
    const big = await client.get(`${docs('transactions')}${q(Query.greaterThan('amount', 10))}`);
    expect(big.body.documents.map((t: any) => t.amount)).toEqual([20.5]);
    const exact = await client.get(`${docs('transactions')}${q(Query.equal('amount', 20.5))}`);
    expect(exact.body.total).toBe(1);
    const odd = await client.get(`${docs('transactions')}${q(Query.equal('amount', 20.505))}`);
    expect(odd.body).toMatchObject({ code: 400, type: 'general_query_invalid' });
  });

  it('names unknown databases, collections and tables with their own error types', async () => {
    const { client } = await registerUser(ctx);
    const cases: [string, string][] = [
      ['/v1/databases/other/collections/users/documents', 'database_not_found'],
      ['/v1/databases/copyvest/collections/accounts/documents', 'collection_not_found'],
      ['/v1/tablesdb/copyvest/tables/accounts/rows', 'table_not_found'],
      ['/v1/tablesdb/copyvest/tables/users/rows/nope', 'row_not_found'],
    ];
    for (const [path, type] of cases) {
      const response = await client.get(path);
      expect(response.status).toBe(404);
      expect(response.body.type).toBe(type);
    }
    expect((await client.get(`${docs('users')}?transactionId=abc`)).body.type).toBe(
      'transaction_not_found',
    );
  });
});

describe('money: deposits, withdrawals, approvals, adjustments', () => {
  it('creating a transaction is a deposit request: the server sets owner, status and ids', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const created = await client.post(docs('transactions'), {
      documentId: 'my-deposit-1',
      data: {
        amount: 99.99,
        type: 'credit',
        crypto: btc.id,
        id: user.$id,
        status: 'pending',
        transactionId: 'TNX-000000',
        description: 'anything',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      $id: 'my-deposit-1',
      id: user.$id,
      amount: 99.99,
      status: 'pending',
      description: 'Deposit via Bitcoin',
    });
    expect(created.body.transactionId).not.toBe('TNX-000000');
    const again = await client.post(docs('transactions'), {
      documentId: 'my-deposit-1',
      data: { amount: 1, type: 'credit', crypto: btc.id },
    });
    expect(again.body).toMatchObject({ code: 409, type: 'document_already_exists' });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.$id));
    expect(row!.balance).toBe(0);
  });

  it('an activated guest account moves no money through the data API either (user_guest, as /v1/deposits)', async () => {
    const guest = new TestClient(ctx.app);
    expect((await guest.post('/v1/account/sessions/anonymous')).status).toBe(201);
    const guestId = (await guest.get('/v1/account')).body.$id as string;
    expect((await admin.post(`/v1/users/${guestId}/activate`)).status).toBe(200);
    const viaRoute = await guest.post('/v1/deposits', { paymentMethodId: btc.id, amount: 5_00 });
    expect(viaRoute.body).toMatchObject({ code: 403, type: 'user_guest' });
    for (const form of ['documents', 'rows'] as const) {
      const viaData = await guest.post(dataPath(form, 'transactions'), {
        [form === 'documents' ? 'documentId' : 'rowId']: 'unique()',
        data: { amount: 5, type: 'credit', crypto: btc.code },
      });
      expect(viaData.body, form).toMatchObject({ code: 403, type: 'user_guest' });
    }
    expect((await guest.get('/v1/transactions')).body.total).toBe(0);
  });

  it('a withdrawal document holds the amount and queues its mail; more than the balance is refused', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const approved = await deposit(client, 100);
    await admin.patch(docs('transactions', approved.$id), { data: { status: 'success' } });
    const refused = await client.post(docs('transactions'), {
      documentId: 'unique()',
      data: {
        amount: 100.01,
        type: 'withdraw',
        crypto: btc.code,
        walletAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      },
    });
    expect(refused.body).toMatchObject({ code: 400, type: 'balance_insufficient' });
    const withdrawal = await client.post(docs('transactions'), {
      documentId: 'unique()',
      data: {
        amount: 40,
        type: 'debit',
        crypto: btc.code,
        walletAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      },
    });
    expect(withdrawal.status).toBe(201);
    expect(withdrawal.body).toMatchObject({
      type: 'withdraw',
      walletAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.$id));
    expect(row).toMatchObject({ balance: 100_00, held: 40_00 });
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'withdrawal-request'));
    expect(mails.some((m) => m.toEmail === row!.email)).toBe(true);
  });

  it('an inactive user cannot create a transaction; amounts are checked as on /v1/deposits', async () => {
    const inactive = await registerUser(ctx);
    const refused = await inactive.client.post(docs('transactions'), {
      documentId: 'unique()',
      data: { amount: 10, type: 'credit', crypto: btc.code },
    });
    expect(refused.body).toMatchObject({ code: 403, type: 'user_inactive' });
    const { client } = await registerActiveUser(ctx);
    for (const [data, type] of [
      [{ amount: 10.001, type: 'credit', crypto: btc.code }, 'document_invalid_structure'],
      [{ amount: -5, type: 'credit', crypto: btc.code }, 'document_invalid_structure'],
      [{ amount: 5, type: 'credit', crypto: 'doge' }, 'payment_method_not_found'],
      [{ amount: 5, type: 'credit', crypto: btc.code, fee: 0 }, 'document_invalid_structure'],
      [{ amount: 5, type: 'gift', crypto: btc.code }, 'document_invalid_structure'],
    ] as const) {
      const response = await client.post(docs('transactions'), { documentId: 'unique()', data });
      expect(response.body.type, JSON.stringify(data)).toBe(type);
    }
  });

  it("an admin's status update approves or rejects a pending transaction, once", async () => {
    const { client, user } = await registerActiveUser(ctx);
    const first = await deposit(client, 25);
    const second = await deposit(client, 30);
    const approved = await admin.patch(docs('transactions', first.$id), {
      data: { status: 'success' },
    });
    expect(approved.body).toMatchObject({ status: 'success', amount: 25 });
    const rejected = await admin.patch(dataPath('rows', 'transactions', second.$id), {
      data: { status: 'failed' },
    });
    expect(rejected.body).toMatchObject({ status: 'failed', $tableId: 'transactions' });
    const again = await admin.patch(docs('transactions', first.$id), {
      data: { status: 'failed' },
    });
    expect(again.body).toMatchObject({ code: 409, type: 'transaction_already_decided' });
    const amountChange = await admin.patch(docs('transactions', second.$id), {
      data: { amount: 1000 },
    });
    expect(amountChange.body).toMatchObject({ code: 401, type: 'user_unauthorized' });
    expect((await client.get(docs('users', user.$id))).body.balance).toBe(25);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, first.$id));
    expect(audits.map((a) => a.action)).toEqual(['transaction.approve']);
  });

  it("an admin's increment or decrement is an audited ledger adjustment within max/min", async () => {
    const { client, user } = await registerActiveUser(ctx);
    const path = (direction: string, form: Form = 'documents') =>
      dataPath(form, 'users', user.$id, form === 'documents' ? 'balance' : 'balance', direction);
    const up = await admin.patch(path('increment'), { value: 50.25 });
    expect(up.body).toMatchObject({ balance: 50.25 });
    const down = await admin.patch(path('decrement', 'rows'), { value: 0.25 });
    expect(down.body).toMatchObject({ balance: 50, $tableId: 'users' });
    const capped = await admin.patch(path('increment'), { value: 10, max: 55 });
    expect(capped.body).toMatchObject({ code: 400, type: 'attribute_limit_exceeded' });
    const floored = await admin.patch(path('decrement', 'rows'), { value: 10, min: 45 });
    expect(floored.body).toMatchObject({ code: 400, type: 'column_limit_exceeded' });
    const belowZero = await admin.patch(path('decrement'), { value: 50.01 });
    expect(belowZero.body).toMatchObject({ code: 400, type: 'adjustment_below_zero' });
    const oddCents = await admin.patch(path('increment'), { value: 0.001 });
    expect(oddCents.body).toMatchObject({ code: 400, type: 'general_argument_invalid' });
    const bonusDefault = await admin.patch(
      dataPath('documents', 'users', user.$id, 'bonus', 'increment'),
      {},
    );
    expect(bonusDefault.body.bonus).toBe(1);
    const transfers = await ctx.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reason, 'adjustment'))
      .orderBy(ledgerTransfers.id);
    const mine = transfers.filter((t) => `${t.debitAccount} ${t.creditAccount}`.includes(user.$id));
    expect(mine.map((t) => [t.debitAccount, t.creditAccount, t.amount])).toEqual([
      ['platform:admin_adjustments', `user:${user.$id}:balance`, 50_25],
      [`user:${user.$id}:balance`, 'platform:admin_adjustments', 25],
      ['platform:bonuses_granted', `user:${user.$id}:bonus`, 1_00],
    ]);
    expect((await client.get(docs('transactions'))).body.total).toBe(3);
    const selfRaise = await client.patch(path('increment'), { value: 1_000_000 });
    expect(selfRaise.body).toMatchObject({ code: 401, type: 'user_unauthorized' });
    const unknown = await admin.patch(dataPath('rows', 'users', user.$id, 'held', 'increment'), {});
    expect(unknown.body).toMatchObject({ code: 404, type: 'column_not_found' });
  });
});

describe('profiles and roles', () => {
  it('a user changes their own country (a phone only with proof); the same values are "No changes made"', async () => {
    const { client, user, input } = await registerActiveUser(ctx);
    const same = await client.patch(docs('users', user.$id), {
      data: { phone: input.phone, country: input.country },
    });
    expect(same.body).toMatchObject({ code: 400, message: 'No changes made' });
    // A new phone number needs the password (the profile form) or a recent second factor: it
    // signs in by SMS. The country alone does not.
    const phone = await client.patch(docs('users', user.$id), {
      data: { phone: '+1 415 555 0100', country: 'Canada' },
    });
    expect(phone.body).toMatchObject({ code: 401, type: 'user_invalid_credentials' });
    const changed = await client.patch(docs('users', user.$id), { data: { country: 'Canada' } });
    expect(changed.body).toMatchObject({
      phone: input.phone.replace(/\s/g, ''),
      country: 'Canada',
    });
    const blank = await client.patch(docs('users', user.$id), { data: { phone: '' } });
    expect(blank.body).toMatchObject({ code: 400, message: 'Phone number is required' });
  });

  it('a user touching money, roles, names or another user gets 401 and nothing changes', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const other = await registerActiveUser(ctx);
    const before = await stateFingerprint(ctx.database.db);
    for (const [id, data] of [
      [user.$id, { balance: 1_000_000 }],
      [user.$id, { isAdmin: true }],
      [user.$id, { isActive: false }],
      [user.$id, { name: 'New Name' }],
      [user.$id, { $id: 'someone-else' }],
      [user.$id, { trade: '{"plan":"Gold","amount":1,"roi":100}' }],
      [other.user.$id, { phone: '+1 415 555 0101' }],
    ] as const) {
      const response = await client.patch(docs('users', id), { data });
      expect(response.body, JSON.stringify(data)).toMatchObject({
        code: 401,
        type: 'user_unauthorized',
      });
    }
    expect(await stateFingerprint(ctx.database.db)).toBe(before);
  });

  it("a user's avatar may only point at their own uploaded image, stored as its preview URL", async () => {
    const { client, user } = await registerActiveUser(ctx);
    const other = await registerActiveUser(ctx);
    const now = new Date();
    const file = (id: string, ownerId: string) => ({
      bucketId: 'images',
      id,
      ownerId,
      name: `${id}.png`,
      mimeType: 'image/png',
      sizeOriginal: 10,
      sizeUploaded: 10,
      chunksTotal: 1,
      chunksUploaded: 1,
      status: 'ready' as const,
      signature: 'x',
      storageName: `${id}-${ownerId}`,
      createdAt: now,
      updatedAt: now,
    });
    await ctx.database.db
      .insert(files)
      .values([file(`mine${user.$id}`, user.$id), file(`theirs${user.$id}`, other.user.$id)]);
    const theirs = await client.patch(docs('users', user.$id), {
      data: { avatar: `/v1/storage/buckets/images/files/theirs${user.$id}/view` },
    });
    expect(theirs.body).toMatchObject({ code: 401, type: 'user_unauthorized' });
    const foreign = await client.patch(docs('users', user.$id), {
      data: { avatar: 'https://evil.example/x.png' },
    });
    expect(foreign.body.code).toBe(401);
    const mine = await client.patch(docs('users', user.$id), {
      data: { avatar: `http://localhost/v1/storage/buckets/images/files/mine${user.$id}/view` },
    });
    expect(mine.body.avatar).toBe(
      `/v1/storage/buckets/images/files/mine${user.$id}/preview?width=150&height=150`,
    );
    const byAdmin = await admin.patch(docs('users', user.$id), { data: { avatar: null } });
    expect(byAdmin.body.code).toBe(401);
  });

  it('admins activate, deactivate, promote (never demote), edit contact details and delete users', async () => {
    const target = await registerUser(ctx);
    const id = target.user.$id;
    expect((await admin.patch(docs('users', id), { data: { isActive: true } })).body.isActive).toBe(
      true,
    );
    const two = await admin.patch(docs('users', id), {
      data: { isActive: false, phone: '+1 415 555 0102' },
    });
    expect(two.body).toMatchObject({ code: 400, type: 'document_invalid_structure' });
    expect(
      (await admin.patch(dataPath('rows', 'users', id), { data: { isAdmin: true } })).body.isAdmin,
    ).toBe(true);
    const demote = await admin.patch(docs('users', id), { data: { isAdmin: false } });
    expect(demote.body).toMatchObject({ code: 401, type: 'user_unauthorized' });
    const contact = await admin.patch(docs('users', id), { data: { country: 'Peru' } });
    expect(contact.body.country).toBe('Peru');
    expect((await admin.delete(docs('users', id))).status).toBe(204);
    expect((await admin.get(docs('users', id))).body.type).toBe('document_not_found');
    const actions = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, id));
    expect(actions.map((a) => a.action)).toEqual([
      'user.activate',
      'user.make_admin',
      'user.update',
      'user.delete',
    ]);
  });
});

describe('plans and payment methods', () => {
  it('admins create, update and delete plans in dollars, with labels and custom ids', async () => {
    const created = await admin.post(docs('Plans'), {
      documentId: 'diamond',
      data: { title: 'Diamond', label: 'VIP', min: 10_000, max: 99_999.99, roi: 7.5, days: 60 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ $id: 'diamond', min: 10000, max: 99999.99, roi: 7.5 });
    const updated = await admin.patch(dataPath('rows', 'Plans', 'diamond'), {
      data: { max: 120_000, isRecommended: true },
    });
    expect(updated.body).toMatchObject({ max: 120000, isRecommended: true, label: 'VIP' });
    const invalid = await admin.patch(docs('Plans', 'diamond'), { data: { min: 0 } });
    expect(invalid.body).toMatchObject({ code: 400, message: 'Min is required' });
    const upserted = await admin.put(docs('Plans', 'emerald'), {
      data: { title: 'Emerald', min: 1, max: 2, roi: 1, days: 1 },
    });
    expect(upserted.status).toBe(201);
    expect((await admin.delete(docs('Plans', 'diamond'))).status).toBe(204);
    expect((await admin.delete(docs('Plans', 'diamond'))).body.type).toBe('document_not_found');
  });

  it('admins manage payment methods; a duplicate short id is refused', async () => {
    const created = await admin.post(dataPath('rows', 'paymentmethods'), {
      rowId: 'unique()',
      data: { id: 'ETH', name: 'Ethereum', address: '0xabc' },
    });
    expect(created.body).toMatchObject({ id: 'eth', name: 'Ethereum', $tableId: 'paymentmethods' });
    const duplicate = await admin.post(docs('paymentmethods'), {
      documentId: 'unique()',
      data: { id: 'eth', name: 'Ether', address: '0xdef' },
    });
    expect(duplicate.body).toMatchObject({ code: 409, type: 'payment_method_already_exists' });
    const missing = await admin.post(docs('paymentmethods'), {
      documentId: 'unique()',
      data: { id: 'x', name: 'X' },
    });
    expect(missing.body).toMatchObject({
      code: 400,
      message: 'Missing required parameter: "address"',
    });
    const renamed = await admin.put(docs('paymentmethods', created.body.$id), {
      data: { name: 'Ether' },
    });
    expect(renamed.body).toMatchObject({ name: 'Ether', address: '0xabc' });
  });
});

describe('request rules', () => {
  it('permissions may repeat the record’s own, never grant more', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const own = await client.post(docs('transactions'), {
      documentId: 'unique()',
      data: { amount: 3, type: 'credit', crypto: btc.code },
      permissions: [`read("user:${user.$id}")`],
    });
    expect(own.status).toBe(201);
    const before = await stateFingerprint(ctx.database.db);
    const wider = await client.post(docs('transactions'), {
      documentId: 'unique()',
      data: { amount: 3, type: 'credit', crypto: btc.code },
      permissions: ['read("any")'],
    });
    expect(wider.body).toMatchObject({ code: 401, type: 'user_unauthorized' });
    const update = await client.patch(docs('users', user.$id), {
      permissions: [`delete("user:${user.$id}")`],
    });
    expect(update.body.code).toBe(401);
    expect(await stateFingerprint(ctx.database.db)).toBe(before);
  });

  it('a data write with an Idempotency-Key runs once', async () => {
    const { client } = await registerActiveUser(ctx);
    const body = { documentId: 'unique()', data: { amount: 7, type: 'credit', crypto: btc.code } };
    const headers = { 'idempotency-key': 'data-api-key-1' };
    const first = await client.post(docs('transactions'), body, headers);
    const replay = await client.post(docs('transactions'), body, headers);
    expect(replay.body.$id).toBe(first.body.$id);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await client.get(docs('transactions'))).body.total).toBe(1);
  });

  it('missing or malformed bodies are clear 400s', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const cases: [string, unknown, string][] = [
      ['POST', { documentId: 'unique()' }, 'document_missing_data'],
      ['POST', { documentId: 'bad id!', data: {} }, 'general_argument_invalid'],
      ['POST', { documentId: 'unique()', data: [1] }, 'document_invalid_structure'],
      ['PATCH', {}, 'document_missing_payload'],
      ['PATCH', { data: { nope: 1 } }, 'document_invalid_structure'],
      ['PATCH', { data: 'text' }, 'document_invalid_structure'],
    ];
    for (const [method, body, type] of cases) {
      const url = method === 'POST' ? docs('transactions') : docs('users', user.$id);
      const response = await client.request(method as 'POST', url, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.type, JSON.stringify(body)).toBe(type);
    }
    const rowsCase = await client.patch(dataPath('rows', 'users', user.$id), {});
    expect(rowsCase.body.type).toBe('row_missing_payload');
  });
});

describe('OpenAPI', () => {
  it('documents the data paths of both forms with their models', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    const document = response.json();
    const documents = '/v1/databases/{databaseId}/collections/{collectionId}/documents';
    const rows = '/v1/tablesdb/{databaseId}/tables/{tableId}/rows';
    for (const path of [
      documents,
      `${documents}/{documentId}`,
      `${documents}/{documentId}/{attribute}/increment`,
      `${documents}/{documentId}/{attribute}/decrement`,
      rows,
      `${rows}/{rowId}`,
      `${rows}/{rowId}/{column}/increment`,
    ]) {
      expect(Object.keys(document.paths), path).toContain(path);
    }
    expect(Object.keys(document.paths[`${documents}/{documentId}`])).toEqual(
      expect.arrayContaining(['get', 'put', 'patch', 'delete']),
    );
    const model = JSON.stringify(document.paths[documents].get.responses['200']);
    expect(model).toContain('$collectionId');
    expect(model).toContain('transactionId');
  });
});
