import { SAVED_ADDRESSES_PER_METHOD } from '@copyvest/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods, savedAddresses, transactions } from '../../db/schema.ts';
import {
  adminClient,
  registerActiveUser,
  registerUser,
  TestClient,
} from '../../../test/support/client.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { fund, seedPaymentMethod } from '../../../test/support/seed.ts';
import { bitcoinAddress } from '../../../test/support/wallets.ts';

let ctx: TestContext;
let admin: TestClient;
let methodId: string;
let otherMethodId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx, { name: 'Bitcoin' })).id;
  otherMethodId = (await seedPaymentMethod(ctx, { name: 'Wrapped Bitcoin' })).id;
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
      address: '  bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4  ',
      label: 'Ledger',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      $id: expect.any(String),
      $createdAt: expect.any(String),
      $updatedAt: expect.any(String),
      paymentMethodId: methodId,
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      label: 'Ledger',
    });
    const id = created.body.$id as string;

    const unlabeled = await client.post(path, {
      paymentMethodId: otherMethodId,
      address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    });
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
      address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
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
      address: 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    });
    expect(response.status).toBe(401);
    expect((await anonymous.get(path)).status).toBe(401);
    const rows = await ctx.database.db
      .select()
      .from(savedAddresses)
      .where(
        eq(
          savedAddresses.address,
          'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
        ),
      );
    expect(rows).toEqual([]);
  });

  it('the same address twice for the same method is a 409; for another method it is a new address', async () => {
    const { client, user } = await registerUser(ctx);
    const body = {
      paymentMethodId: methodId,
      address: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    };
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
      const created = await client.post(path, {
        paymentMethodId: methodId,
        address: bitcoinAddress(n),
      });
      expect(created.status).toBe(201);
      ids.push(created.body.$id);
    }
    const over = await client.post(path, { paymentMethodId: methodId, address: bitcoinAddress(0) });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      type: 'saved_address_limit_reached',
      message: `You can save up to ${SAVED_ADDRESSES_PER_METHOD} addresses for one payment method. Delete one first.`,
    });
    expect(await rowsOf(user.$id)).toHaveLength(SAVED_ADDRESSES_PER_METHOD);

    expect(
      (await client.post(path, { paymentMethodId: otherMethodId, address: bitcoinAddress(0) }))
        .status,
    ).toBe(201);
    expect((await client.delete(`${path}/${ids[4]}`)).status).toBe(204);
    expect(
      (await client.post(path, { paymentMethodId: methodId, address: bitcoinAddress(0) })).status,
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
        client.post(path, { paymentMethodId: methodId, address: bitcoinAddress(1000 + n) }),
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
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
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
      address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
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
    const saved = await client.post(path, {
      paymentMethodId: method.id,
      address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    });
    expect(saved.status).toBe(201);
    const kept = await client.post(path, {
      paymentMethodId: methodId,
      address: bitcoinAddress(99),
    });
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
    expect(row).toMatchObject({
      walletAddress: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      paymentMethodId: null,
    });
    expect(await rowsOf(user.$id)).toHaveLength(1);
  });

  it('withdrawing to a saved address is an ordinary withdrawal with that address', async () => {
    const { client } = await registerActiveUser(ctx);
    await fund(client, admin, methodId, 30_00);
    const saved = await client.post(path, {
      paymentMethodId: methodId,
      address: 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    });
    const withdrawal = await client.post('/v1/withdrawals', {
      paymentMethodId: saved.body.paymentMethodId,
      amount: 20_00,
      walletAddress: saved.body.address,
    });
    expect(withdrawal.status).toBe(201);
    expect(withdrawal.body).toMatchObject({
      walletAddress: 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
      amount: 20_00,
      status: 'pending',
    });
  });

  it("an address not valid for the method's network is refused with a 400 naming it", async () => {
    const { client, user } = await registerUser(ctx);
    for (const address of ['bc1qsavedaddress0001', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5']) {
      const response = await client.post(path, { paymentMethodId: methodId, address });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('This is not a valid Bitcoin address');
    }
    expect(await rowsOf(user.$id)).toHaveLength(0);
  });

  it('addresses saved before the method declared its network are flagged when they fail, not deleted', async () => {
    const method = await seedPaymentMethod(ctx, { name: 'Old coin', network: null });
    const { client, user } = await registerUser(ctx);
    const loose = await client.post(path, { paymentMethodId: method.id, address: 'bc1qold' });
    const fine = await client.post(path, {
      paymentMethodId: method.id,
      address: bitcoinAddress(7),
    });
    expect([loose.status, fine.status]).toEqual([201, 201]);
    expect(loose.body).not.toHaveProperty('problem');
    await ctx.database.db
      .update(paymentMethods)
      .set({ network: 'bitcoin' })
      .where(eq(paymentMethods.id, method.id));

    const listed = (await list(client, `?paymentMethodId=${method.id}`)).savedAddresses;
    expect(listed).toHaveLength(2);
    expect(listed.find((a) => a.address === 'bc1qold')).toMatchObject({
      problem: 'This is not a valid Bitcoin address',
    });
    expect(listed.find((a) => a.address === bitcoinAddress(7))).not.toHaveProperty('problem');
    expect(await rowsOf(user.$id)).toHaveLength(2);
  });
});
