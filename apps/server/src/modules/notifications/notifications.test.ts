import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Query, type TNotification } from '@copyvest/shared';
import { notifications } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import {
  adminClient,
  q,
  registerActiveUser,
  registerUser,
  TestClient,
} from '../../../test/support/client.ts';
import { dataPath } from '../../../test/support/data-api.ts';
import { fund, seedPaymentMethod, seedPlan } from '../../../test/support/seed.ts';

const DAY = 86_400_000;
let ctx: TestContext;
let admin: TestClient;
let methodId: string;
let planId: string;
beforeAll(async () => {
  ctx = await createTestContext({ ACCRUAL_MODE: 'timer' });
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx)).id;
  planId = (
    await seedPlan(ctx, { title: 'Notify Plan', min: 100_00, max: 1_000_00, roiBps: 1000, days: 5 })
  ).id;
});

/** Every notification in the database (any owner) about one transaction. */
const aboutTransaction = (transactionId: string) =>
  ctx.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.transactionId, transactionId));
/** Every notification of one user, straight from the database. */
const ofUser = (userId: string) =>
  ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));
const listOf = async (client: TestClient, query = '') =>
  (await client.get<{ total: number; notifications: TNotification[] }>(`/v1/notifications${query}`))
    .body;
const unreadOf = async (client: TestClient) =>
  (await client.get<{ unread: number }>('/v1/notifications/unread')).body.unread;

const deposit = async (client: TestClient, amount: number) => {
  const response = await client.post('/v1/deposits', { paymentMethodId: methodId, amount });
  expect(response.status).toBe(201);
  return response.body as { $id: string; transactionId: string };
};
const withdrawal = async (client: TestClient, amount: number) => {
  const response = await client.post('/v1/withdrawals', {
    paymentMethodId: methodId,
    amount,
    walletAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
  });
  expect(response.status).toBe(201);
  return response.body as { $id: string; transactionId: string };
};
async function funded(amount: number) {
  const user = await registerActiveUser(ctx);
  await fund(user.client, admin, methodId, amount);
  return user;
}

describe('the six events each notify their user once', () => {
  it('an approved deposit: one deposit_approved for the owner with the amount and reference; approving again adds none', async () => {
    const alice = await registerActiveUser(ctx);
    const created = await deposit(alice.client, 123_45);
    expect(await unreadOf(alice.client)).toBe(0);

    expect((await admin.post(`/v1/admin/transactions/${created.$id}/approve`)).status).toBe(200);
    const again = await admin.post(`/v1/admin/transactions/${created.$id}/approve`);
    expect(again.status).toBe(409);
    const rejectedLate = await admin.post(`/v1/admin/transactions/${created.$id}/reject`);
    expect(rejectedLate.status).toBe(409);

    const rows = await aboutTransaction(created.$id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: alice.user.$id, kind: 'deposit_approved' });
    const list = await listOf(alice.client);
    expect(list.total).toBe(1);
    expect(list.notifications[0]).toMatchObject({
      userId: alice.user.$id,
      kind: 'deposit_approved',
      transactionId: created.$id,
      reference: created.transactionId,
      amount: 123_45,
      readAt: null,
    });
    expect(await unreadOf(alice.client)).toBe(1);
  });

  it('a rejected deposit: one deposit_rejected; a second decision adds none', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const created = await deposit(client, 50_00);
    expect((await admin.post(`/v1/admin/transactions/${created.$id}/reject`)).status).toBe(200);
    expect((await admin.post(`/v1/admin/transactions/${created.$id}/approve`)).status).toBe(409);
    const rows = await aboutTransaction(created.$id);
    expect(rows.map((r) => [r.userId, r.kind, r.amount])).toEqual([
      [user.$id, 'deposit_rejected', 50_00],
    ]);
  });

  it('an approved and a rejected withdrawal: one notification each, of the right kind', async () => {
    const { client, user } = await funded(200_00);
    const paid = await withdrawal(client, 60_00);
    const refused = await withdrawal(client, 40_00);
    expect((await admin.post(`/v1/admin/transactions/${paid.$id}/approve`)).status).toBe(200);
    expect((await admin.post(`/v1/admin/transactions/${refused.$id}/reject`)).status).toBe(200);
    expect((await admin.post(`/v1/admin/transactions/${paid.$id}/approve`)).status).toBe(409);
    expect((await aboutTransaction(paid.$id)).map((r) => [r.userId, r.kind, r.amount])).toEqual([
      [user.$id, 'withdrawal_approved', 60_00],
    ]);
    expect((await aboutTransaction(refused.$id)).map((r) => [r.userId, r.kind, r.amount])).toEqual([
      [user.$id, 'withdrawal_rejected', 40_00],
    ]);
    const kinds = (await listOf(client)).notifications.map((n) => n.kind);
    expect(kinds).toEqual(['withdrawal_rejected', 'withdrawal_approved', 'deposit_approved']);
  });

  it('an activation: one account_activated; activating an active account again adds none', async () => {
    const { client, user } = await registerUser(ctx);
    expect(await unreadOf(client)).toBe(0);
    expect((await admin.post(`/v1/users/${user.$id}/activate`)).status).toBe(200);
    expect((await admin.post(`/v1/users/${user.$id}/activate`)).status).toBe(200);
    let rows = await ofUser(user.$id);
    expect(rows.map((r) => [r.kind, r.transactionId, r.amount])).toEqual([
      ['account_activated', null, null],
    ]);
    // A deactivation says nothing; activating again is a new activation.
    expect((await admin.post(`/v1/users/${user.$id}/deactivate`)).status).toBe(200);
    expect(await ofUser(user.$id)).toHaveLength(1);
    const viaData = await admin.patch(dataPath('documents', 'users', user.$id), {
      data: { isActive: true },
    });
    expect(viaData.status).toBe(200);
    rows = await ofUser(user.$id);
    expect(rows.map((r) => r.kind)).toEqual(['account_activated', 'account_activated']);
  });

  it('concurrent activations and concurrent approvals each notify once', async () => {
    const { user } = await registerUser(ctx);
    const activations = await Promise.all(
      Array.from({ length: 5 }, () => admin.post(`/v1/users/${user.$id}/activate`)),
    );
    expect(activations.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await ofUser(user.$id)).map((r) => r.kind)).toEqual(['account_activated']);

    const created = await deposit((await registerActiveUser(ctx)).client, 40_00);
    const decisions = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        admin.post(`/v1/admin/transactions/${created.$id}/${i % 2 ? 'reject' : 'approve'}`),
      ),
    );
    expect(decisions.filter((r) => r.status === 200)).toHaveLength(1);
    expect(decisions.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await aboutTransaction(created.$id)).toHaveLength(1);
  });

  it('a profit claim: one profit_credited with the profit; the retry with the same key replays and adds none; a refused claim adds none', async () => {
    const { client, user } = await funded(100_00);
    expect((await client.post('/v1/trades', { planId, amount: 100_00 })).status).toBe(201);
    const early = await client.post('/v1/trades/claim', {}, { 'idempotency-key': 'early-claim-1' });
    expect(early.status).toBe(400);
    expect((await ofUser(user.$id)).map((r) => r.kind)).toEqual(['deposit_approved']);

    ctx.clock.advance(2 * DAY + 1000);
    const key = { 'idempotency-key': 'claim-notify-1' };
    const claim = await client.post('/v1/trades/claim', {}, key);
    expect(claim.status).toBe(200);
    expect(claim.body).toEqual({ profit: 20_00, capitalReturned: 100_00 });
    const retry = await client.post('/v1/trades/claim', {}, key);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const nothingLeft = await client.post('/v1/trades/claim');
    expect(nothingLeft.status).toBe(400);

    const credited = (await ofUser(user.$id)).filter((r) => r.kind === 'profit_credited');
    expect(credited).toHaveLength(1);
    expect(credited[0]!.amount).toBe(20_00);
    const [notification] = (await listOf(client)).notifications;
    const transactions = (await client.get('/v1/transactions')).body.transactions as {
      $id: string;
      kind: string;
      transactionId: string;
    }[];
    const profitClaim = transactions.find((t) => t.kind === 'profit_claim')!;
    expect(notification).toMatchObject({
      kind: 'profit_credited',
      transactionId: profitClaim.$id,
      reference: profitClaim.transactionId,
      amount: 20_00,
    });
  });

  it('a decision through the data API with an Idempotency-Key, retried: the replay adds no notification', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const created = await deposit(client, 70_00);
    const key = { 'idempotency-key': 'data-approve-notify-1' };
    const path = dataPath('documents', 'transactions', created.$id);
    const first = await admin.patch(path, { data: { status: 'success' } }, key);
    expect(first.status).toBe(200);
    const retry = await admin.patch(path, { data: { status: 'success' } }, key);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await aboutTransaction(created.$id)).map((r) => [r.userId, r.kind])).toEqual([
      [user.$id, 'deposit_approved'],
    ]);
  });

  it('refused decisions notify nobody: a user cannot approve their own deposit, nor an unknown id', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const created = await deposit(client, 30_00);
    expect((await client.post(`/v1/admin/transactions/${created.$id}/approve`)).status).toBe(401);
    expect((await admin.post('/v1/admin/transactions/nope123/approve')).status).toBe(404);
    expect((await admin.post(`/v1/users/${user.$id}/make-admin`)).status).toBe(200);
    expect(await ofUser(user.$id)).toEqual([]);
  });
});

describe('reading and marking', () => {
  it('lists newest first in pages, counts unread, marks one and then all read', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const first = await deposit(client, 10_00);
    const second = await deposit(client, 20_00);
    const third = await deposit(client, 30_00);
    await admin.post(`/v1/admin/transactions/${first.$id}/approve`);
    ctx.clock.advance(1000);
    await admin.post(`/v1/admin/transactions/${second.$id}/reject`);
    ctx.clock.advance(1000);
    await admin.post(`/v1/admin/transactions/${third.$id}/approve`);
    expect(await unreadOf(client)).toBe(3);

    const page1 = await listOf(client, q(Query.limit(2)));
    expect(page1.total).toBe(3);
    expect(page1.notifications.map((n) => n.amount)).toEqual([30_00, 20_00]);
    const page2 = await listOf(
      client,
      q(Query.limit(2), Query.cursorAfter(page1.notifications[1]!.$id)),
    );
    expect(page2.notifications.map((n) => n.amount)).toEqual([10_00]);
    const unreadOnly = await listOf(client, q(Query.isNull('readAt')));
    expect(unreadOnly.total).toBe(3);

    const marked = await client.post(`/v1/notifications/${page1.notifications[0]!.$id}/read`);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ $id: page1.notifications[0]!.$id, userId: user.$id });
    expect(marked.body.readAt).not.toBeNull();
    expect(marked.body.$updatedAt).toBe(marked.body.readAt);
    // Marking it again keeps the first time.
    ctx.clock.advance(1000);
    const remarked = await client.post(`/v1/notifications/${page1.notifications[0]!.$id}/read`);
    expect(remarked.body.readAt).toBe(marked.body.readAt);
    expect(await unreadOf(client)).toBe(2);
    expect((await listOf(client, q(Query.isNull('readAt')))).total).toBe(2);

    const all = await client.post('/v1/notifications/read');
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ marked: 2 });
    expect(await unreadOf(client)).toBe(0);
    expect((await client.post('/v1/notifications/read')).body).toEqual({ marked: 0 });
    expect((await listOf(client)).notifications.every((n) => n.readAt !== null)).toBe(true);
  });

  it("another user can neither read nor mark someone's notification; bad ids are 404 or 400 and change nothing", async () => {
    const alice = await registerActiveUser(ctx);
    const bob = await registerActiveUser(ctx);
    const created = await deposit(alice.client, 15_00);
    await admin.post(`/v1/admin/transactions/${created.$id}/approve`);
    const [mine] = (await listOf(alice.client)).notifications;

    expect(await listOf(bob.client)).toEqual({ total: 0, notifications: [] });
    expect((await listOf(bob.client, q(Query.equal('$id', mine!.$id)))).total).toBe(0);
    const cursor = await bob.client.get(`/v1/notifications${q(Query.cursorAfter(mine!.$id))}`);
    expect(cursor.status).toBe(400);
    const theirs = await bob.client.post(`/v1/notifications/${mine!.$id}/read`);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({
      type: 'notification_not_found',
      message: 'Notification not found',
    });
    expect((await bob.client.post('/v1/notifications/read')).body).toEqual({ marked: 0 });
    expect((await bob.client.post('/v1/notifications/0000unknown/read')).status).toBe(404);
    expect((await bob.client.post('/v1/notifications/a%20b/read')).status).toBe(400);
    expect((await admin.post(`/v1/notifications/${mine!.$id}/read`)).status).toBe(404);

    expect(await unreadOf(alice.client)).toBe(1);
    expect((await ofUser(alice.user.$id))[0]!.readAt).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const guest = new TestClient(ctx.app);
    expect((await guest.get('/v1/notifications')).status).toBe(401);
    expect((await guest.get('/v1/notifications/unread')).status).toBe(401);
    expect((await guest.post('/v1/notifications/read')).status).toBe(401);
  });
});
