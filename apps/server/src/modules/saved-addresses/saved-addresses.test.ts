import { SAVED_ADDRESSES_PER_METHOD } from '@copyvest/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { savedAddresses, transactions } from '../../db/schema.ts';
import {
  adminClient,
  registerActiveUser,
  registerUser,
  TestClient,
} from '../../../test/support/client.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { fund, seedPaymentMethod } from '../../../test/support/seed.ts';

let ctx: TestContext;
let admin: TestClient;
let methodId: string;
let otherMethodId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx, { name: 'Bitcoin' })).id;
  otherMethodId = (await seedPaymentMethod(ctx, { name: 'Tether' })).id;
});

const path = '/v1/saved-addresses';

async function list(client: TestClient, query = '') {
  const response = await client.get(`${path}${query}`);
  expect(response.status).toBe(200);
  return response.body as { total: number; savedAddresses: Array<Record<string, unknown>> };
}

async function rowsOf(userId: string) {
  return ctx.database.db.select().from(savedAddresses).where(eq(savedAddresses.userId, userId));
}

describe('saved withdrawal addresses', () => {
  it('a user saves, lists, renames and deletes an address; records carry $id and the list { total, savedAddresses }', async () => {
    const { client } = await registerUser(ctx);
    const created = await client.post(path, {
      paymentMethodId: methodId,
      address: '  bc1qsavedaddress0001  ',
      label: 'Ledger',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      $id: expect.any(String),
      $createdAt: expect.any(String),
      $updatedAt: expect.any(String),
      paymentMethodId: methodId,
      address: 'bc1qsavedaddress0001',
      label: 'Ledger',
    });
    const id = created.body.$id as string;

    const unlabeled = await client.post(path, { paymentMethodId: otherMethodId, address: 'TXYZ1' });
    expect(unlabeled.status).toBe(201);
    expect(unlabeled.body.label).toBeNull();

    expect((await list(client)).total).toBe(2);
    const onlyBitcoin = await list(client, `?paymentMethodId=${methodId}`);
    expect(onlyBitcoin).toEqual({ total: 1, savedAddresses: [created.body] });

    const renamed = await client.patch(`${path}/${id}`, { label: 'Cold wallet' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ $id: id, label: 'Cold wallet' });
    const cleared = await client.patch(`${path}/${id}`, { label: '   ' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.label).toBeNull();

    expect((await client.delete(`${path}/${id}`)).status).toBe(204);
    expect(await list(client, `?paymentMethodId=${methodId}`)).toEqual({
      total: 0,
      savedAddresses: [],
    });
    expect((await client.delete(`${path}/${id}`)).status).toBe(404);
  });

  it("another user's saved address is a 404 for listing, renaming and deleting, and stays unchanged", async () => {
    const owner = await registerUser(ctx);
    const stranger = await registerUser(ctx);
    const created = await owner.client.post(path, {
      paymentMethodId: methodId,
      address: 'bc1qownersaddress',
      label: 'Mine',
    });
    const id = created.body.$id as string;

    expect(await list(stranger.client)).toEqual({ total: 0, savedAddresses: [] });
    const rename = await stranger.client.patch(`${path}/${id}`, { label: 'Stolen' });
    expect(rename.status).toBe(404);
    expect(rename.body).toMatchObject({
      type: 'saved_address_not_found',
      message: 'Saved address not found',
    });
    expect((await stranger.client.delete(`${path}/${id}`)).status).toBe(404);
    expect((await list(owner.client)).savedAddresses).toEqual([created.body]);
  });

  it('a signed-out caller is refused with 401 and nothing is saved', async () => {
    const anonymous = new TestClient(ctx.app);
    const response = await anonymous.post(path, {
      paymentMethodId: methodId,
      address: 'bc1qnobody',
    });
    expect(response.status).toBe(401);
    expect((await anonymous.get(path)).status).toBe(401);
    const rows = await ctx.database.db
      .select()
      .from(savedAddresses)
      .where(eq(savedAddresses.address, 'bc1qnobody'));
    expect(rows).toEqual([]);
  });

  it('the same address twice for the same method is a 409; for another method it is a new address', async () => {
    const { client, user } = await registerUser(ctx);
    const body = { paymentMethodId: methodId, address: 'bc1qtwice' };
    expect((await client.post(path, body)).status).toBe(201);
    const again = await client.post(path, { ...body, label: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      type: 'saved_address_already_exists',
      message: 'You have already saved this address for this payment method',
    });
    expect((await client.post(path, { ...body, paymentMethodId: otherMethodId })).status).toBe(201);
    expect(await rowsOf(user.$id)).toHaveLength(2);
  });

  it(`one address past the limit of ${SAVED_ADDRESSES_PER_METHOD} for one method is refused with a 400; another method, or after a delete, it fits`, async () => {
    const { client, user } = await registerUser(ctx);
    const ids: string[] = [];
    for (let n = 1; n <= SAVED_ADDRESSES_PER_METHOD; n++) {
      const created = await client.post(path, { paymentMethodId: methodId, address: `addr-${n}` });
      expect(created.status).toBe(201);
      ids.push(created.body.$id);
    }
    const over = await client.post(path, { paymentMethodId: methodId, address: 'addr-over' });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      type: 'saved_address_limit_reached',
      message: `You can save up to ${SAVED_ADDRESSES_PER_METHOD} addresses for one payment method. Delete one first.`,
    });
    expect(await rowsOf(user.$id)).toHaveLength(SAVED_ADDRESSES_PER_METHOD);

    expect(
      (await client.post(path, { paymentMethodId: otherMethodId, address: 'addr-over' })).status,
    ).toBe(201);
    expect((await client.delete(`${path}/${ids[4]}`)).status).toBe(204);
    expect(
      (await client.post(path, { paymentMethodId: methodId, address: 'addr-over' })).status,
    ).toBe(201);
    const slots = (await rowsOf(user.$id))
      .filter((row) => row.paymentMethodId === methodId)
      .map((row) => row.slot)
      .sort((a, b) => a - b);
    expect(slots).toEqual(Array.from({ length: SAVED_ADDRESSES_PER_METHOD }, (_, i) => i + 1));
  });

  it('concurrent saves past the limit: exactly the limit is kept, every other one refused with a 4xx', async () => {
    const { client, user } = await registerUser(ctx);
    const responses = await Promise.all(
      Array.from({ length: SAVED_ADDRESSES_PER_METHOD + 5 }, (_, n) =>
        client.post(path, { paymentMethodId: methodId, address: `race-${n}` }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(SAVED_ADDRESSES_PER_METHOD);
    expect(statuses.filter((status) => status !== 201).every((s) => s === 400)).toBe(true);
    expect(await rowsOf(user.$id)).toHaveLength(SAVED_ADDRESSES_PER_METHOD);
  });

  it('the database itself refuses a slot past the limit and a second row in one slot', async () => {
    const { user } = await registerUser(ctx);
    const row = (slot: number, address: string) => ({
      id: `direct-${address}`,
      userId: user.$id,
      paymentMethodId: methodId,
      address,
      slot,
    });
    const db = ctx.database.db;
    await expect(
      db.insert(savedAddresses).values(row(SAVED_ADDRESSES_PER_METHOD + 1, 'past')),
    ).rejects.toMatchObject({ cause: { constraint: 'saved_addresses_slot_range' } });
    await db.insert(savedAddresses).values(row(1, 'first'));
    await expect(db.insert(savedAddresses).values(row(1, 'second'))).rejects.toMatchObject({
      cause: { constraint: 'saved_addresses_user_method_slot_idx' },
    });
    expect(await rowsOf(user.$id)).toHaveLength(1);
  });

  it.each([
    ['a blank address', { address: '   ' }, 'Please enter a wallet address'],
    ['no address', { address: undefined }, 'Missing required parameter: "address"'],
    [
      'an address with a control character',
      { address: 'bc1q\u0000x' },
      'Wallet address contains characters that are not allowed',
    ],
    [
      'an address over 200 characters',
      { address: 'a'.repeat(201) },
      'Wallet address must be at most 200 characters',
    ],
    [
      'a label over 40 characters',
      { label: 'l'.repeat(41) },
      'Label must be at most 40 characters',
    ],
    ['a label that is not text', { label: 7 }, 'Label must be text'],
    [
      'a label with a bidi override',
      { label: 'abc\u202edef' },
      'Label contains characters that are not allowed',
    ],
    ['no payment method', { paymentMethodId: '' }, 'Please select a payment method'],
  ])('%s is a 400 and saves nothing', async (_name, override, message) => {
    const { client, user } = await registerUser(ctx);
    const response = await client.post(path, {
      paymentMethodId: methodId,
      address: 'bc1qvalid',
      ...override,
    });
    expect(response.status).toBe(400);
    expect(response.body.type).toBe('general_argument_invalid');
    expect(response.body.message).toBe(message);
    expect(await rowsOf(user.$id)).toEqual([]);
  });

  it('an unknown payment method is a 404 and saves nothing', async () => {
    const { client, user } = await registerUser(ctx);
    const response = await client.post(path, { paymentMethodId: 'nosuchmethod', address: 'x1' });
    expect(response.status).toBe(404);
    expect(response.body.type).toBe('payment_method_not_found');
    expect(await rowsOf(user.$id)).toEqual([]);
  });

  it('a rename with a label too long, or without a label, is a 400 and keeps the old label', async () => {
    const { client } = await registerUser(ctx);
    const created = await client.post(path, {
      paymentMethodId: methodId,
      address: 'bc1qrename',
      label: 'Old',
    });
    const id = created.body.$id as string;
    const tooLong = await client.patch(`${path}/${id}`, { label: 'x'.repeat(41) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Label must be at most 40 characters');
    const missing = await client.patch(`${path}/${id}`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Missing required parameter: "label"');
    expect((await list(client)).savedAddresses).toEqual([created.body]);
  });

  it('an admin deletes a payment method: its saved addresses go with it, withdrawals to them stay, no 5xx', async () => {
    const method = await seedPaymentMethod(ctx, { name: 'Doomed coin' });
    const { client, user } = await registerActiveUser(ctx);
    await fund(client, admin, methodId, 50_00);
    const saved = await client.post(path, { paymentMethodId: method.id, address: 'doomed-addr' });
    expect(saved.status).toBe(201);
    const kept = await client.post(path, { paymentMethodId: methodId, address: 'kept-addr' });
    const withdrawal = await client.post('/v1/withdrawals', {
      paymentMethodId: method.id,
      amount: 10_00,
      walletAddress: saved.body.address,
    });
    expect(withdrawal.status).toBe(201);

    const deleted = await admin.delete(`/v1/payment-methods/${method.id}`);
    expect(deleted.status).toBe(204);

    expect(await list(client)).toEqual({ total: 1, savedAddresses: [kept.body] });
    expect((await client.patch(`${path}/${saved.body.$id}`, { label: 'x' })).status).toBe(404);
    const [row] = await ctx.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, withdrawal.body.$id));
    expect(row).toMatchObject({ walletAddress: 'doomed-addr', paymentMethodId: null });
    expect(await rowsOf(user.$id)).toHaveLength(1);
  });

  it('withdrawing to a saved address is an ordinary withdrawal with that address', async () => {
    const { client } = await registerActiveUser(ctx);
    await fund(client, admin, methodId, 30_00);
    const saved = await client.post(path, { paymentMethodId: methodId, address: 'bc1qpicked' });
    const withdrawal = await client.post('/v1/withdrawals', {
      paymentMethodId: saved.body.paymentMethodId,
      amount: 20_00,
      walletAddress: saved.body.address,
    });
    expect(withdrawal.status).toBe(201);
    expect(withdrawal.body).toMatchObject({
      walletAddress: 'bc1qpicked',
      amount: 20_00,
      status: 'pending',
    });
  });
});
