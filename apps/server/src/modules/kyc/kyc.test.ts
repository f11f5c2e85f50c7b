import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../db/schema.ts';
import {
  adminClient,
  registerActiveUser,
  registerUser,
  type TestClient,
} from '../../../test/support/client.ts';
import { outboxTo } from '../../../test/support/outbox.ts';
import { fund, seedPaymentMethod } from '../../../test/support/seed.ts';
import type { TestContext } from '../../../test/support/test-app.ts';
import { createFilesContext, getBytes, image, upload } from '../files/files-test-support.ts';

let ctx: TestContext;
let cleanup: () => void;
let admin: TestClient;
let methodId: string;
let png: Buffer;
beforeAll(async () => {
  ({ ctx, cleanup } = await createFilesContext());
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx, { name: 'Tether', code: 'usdt' })).id;
  png = await image(40, 30);
});
afterAll(() => cleanup?.());

/** Uploads an image to the private `kyc` bucket as `client`; answers its id. */
async function kycImage(client: TestClient, permissions?: string[]) {
  const response = await upload(client, png, {
    bucket: 'kyc',
    ...(permissions ? { permissions } : {}),
  });
  expect(response.status).toBe(201);
  return response.body.$id as string;
}

async function submission(client: TestClient, overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Ada Lovelace',
    dateOfBirth: '1990-12-10',
    address: '12 St James Square, London',
    country: 'United Kingdom',
    documentType: 'national_id',
    documentNumber: 'X1234567',
    documentFrontFileId: await kycImage(client),
    documentBackFileId: await kycImage(client),
    selfieFileId: await kycImage(client),
    ...overrides,
  };
}

const withdrawal = (amount: number) => ({
  paymentMethodId: methodId,
  amount,
  walletAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
});

async function setKyc(required: string, withdrawalThreshold = 0) {
  const response = await admin.put('/v1/admin/settings/kyc', { required, withdrawalThreshold });
  expect(response.status).toBe(200);
}

describe('identity verification', () => {
  it('a user submits, the admin sees it first in the queue, approves it; the user is mailed, notified and the decision audited', async () => {
    const { client, user } = await registerUser(ctx, { name: 'Vera Verify' });
    expect((await client.get('/v1/kyc')).body).toMatchObject({
      status: 'not_submitted',
      submission: null,
    });
    const submitted = await client.post('/v1/kyc', await submission(client));
    expect(submitted.status).toBe(201);
    expect(submitted.body).toMatchObject({ status: 'pending', fullName: 'Ada Lovelace' });
    expect((await client.get('/v1/kyc')).body.status).toBe('pending');

    const queue = await admin.get('/v1/admin/kyc?status=pending');
    expect(queue.status).toBe(200);
    expect(queue.body.submissions.map((s: { $id: string }) => s.$id)).toContain(submitted.body.$id);
    const searched = await admin.get('/v1/admin/kyc?search=vera%20verify');
    expect(searched.body.submissions).toHaveLength(1);
    expect(searched.body.submissions[0]).toMatchObject({ userName: 'Vera Verify' });
    const review = await admin.get(`/v1/admin/kyc/${submitted.body.$id}`);
    expect(review.body).toMatchObject({ documentNumber: 'X1234567', userName: 'Vera Verify' });
    // The admin opens the images (and their previews).
    const front = review.body.documentFrontFileId;
    expect((await getBytes(ctx, admin, `/v1/storage/buckets/kyc/files/${front}/view`)).status).toBe(
      200,
    );
    expect(
      (await getBytes(ctx, admin, `/v1/storage/buckets/kyc/files/${front}/preview?width=100`))
        .status,
    ).toBe(200);

    const decided = await admin.post(`/v1/admin/kyc/${submitted.body.$id}/decision`, {
      outcome: 'approve',
    });
    expect(decided.status).toBe(200);
    expect(decided.body.status).toBe('approved');
    expect((await client.get('/v1/kyc')).body.status).toBe('approved');
    expect((await admin.get(`/v1/admin/users/${user.$id}/kyc`)).body.status).toBe('approved');
    const [mail] = await outboxTo(ctx, user.email, 'kyc-decision');
    expect(mail?.data).toMatchObject({ outcome: 'approved' });
    const notes = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.$id), eq(notifications.kind, 'kyc_approved')));
    expect(notes).toHaveLength(1);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, submitted.body.$id));
    expect(audit.map((a) => a.action)).toEqual(['kyc.approve']);
    // Deciding again is a 409; an approved identity is not submitted again.
    const again = await admin.post(`/v1/admin/kyc/${submitted.body.$id}/decision`, {
      outcome: 'reject',
      reason: 'late',
    });
    expect(again.status).toBe(409);
    expect((await client.post('/v1/kyc', await submission(client))).body.type).toBe(
      'kyc_already_approved',
    );
  });

  it('a rejection needs a reason, tells the user why, and the user submits again', async () => {
    const { client, user } = await registerUser(ctx);
    const first = await client.post('/v1/kyc', await submission(client));
    const noReason = await admin.post(`/v1/admin/kyc/${first.body.$id}/decision`, {
      outcome: 'reject',
      reason: '  ',
    });
    expect(noReason.status).toBe(400);
    expect((await client.get('/v1/kyc')).body.status).toBe('pending');
    const rejected = await admin.post(`/v1/admin/kyc/${first.body.$id}/decision`, {
      outcome: 'reject',
      reason: 'The document photo is blurred',
    });
    expect(rejected.status).toBe(200);
    const state = (await client.get('/v1/kyc')).body;
    expect(state).toMatchObject({
      status: 'rejected',
      submission: { reason: 'The document photo is blurred' },
    });
    const [mail] = await outboxTo(ctx, user.email, 'kyc-decision');
    expect(mail?.data).toMatchObject({
      outcome: 'rejected',
      reason: 'The document photo is blurred',
    });
    const second = await client.post(
      '/v1/kyc',
      await submission(client, { documentType: 'passport', documentBackFileId: undefined }),
    );
    expect(second.status).toBe(201);
    expect((await client.get('/v1/kyc')).body.status).toBe('pending');
  });

  it('refuses bad submissions with a clear 4xx and stores nothing', async () => {
    const { client } = await registerActiveUser(ctx);
    const other = await registerUser(ctx);
    const minor = await client.post(
      '/v1/kyc',
      await submission(client, { dateOfBirth: '2015-01-01' }),
    );
    expect(minor.status).toBe(400);
    expect(minor.body.message).toBe('You must be at least 18 years old to verify your identity.');
    const noBack = await client.post(
      '/v1/kyc',
      await submission(client, { documentBackFileId: undefined }),
    );
    expect(noBack.status).toBe(400);
    const othersFile = await client.post(
      '/v1/kyc',
      await submission(client, { selfieFileId: await kycImage(other.client) }),
    );
    expect(othersFile.body).toMatchObject({ code: 400, type: 'kyc_file_invalid' });
    const publicBucket = await upload(client, png, { bucket: 'uploads' });
    const wrongBucket = await client.post(
      '/v1/kyc',
      await submission(client, { selfieFileId: publicBucket.body.$id }),
    );
    expect(wrongBucket.body.type).toBe('kyc_file_invalid');
    const front = await kycImage(client);
    const reused = await client.post(
      '/v1/kyc',
      await submission(client, { documentFrontFileId: front, selfieFileId: front }),
    );
    expect(reused.body.type).toBe('kyc_file_invalid');
    expect((await client.get('/v1/kyc')).body.status).toBe('not_submitted');
    expect((await client.post('/v1/kyc', await submission(client))).status).toBe(201);
    const twice = await client.post('/v1/kyc', await submission(client));
    expect(twice.body).toMatchObject({ code: 409, type: 'kyc_already_pending' });
  });

  it('a user never reads another user’s identity documents: not by file, view, download, preview, list or a share link; the owner and admins do', async () => {
    const owner = await registerUser(ctx);
    const stranger = await registerUser(ctx);
    const fileId = await kycImage(owner.client);
    const base = `/v1/storage/buckets/kyc/files/${fileId}`;
    for (const path of [base, `${base}/view`, `${base}/download`, `${base}/preview?width=50`]) {
      expect((await getBytes(ctx, stranger.client, path)).status).toBe(404);
      expect((await getBytes(ctx, owner.client, path)).status).toBe(200);
      expect((await getBytes(ctx, admin, path)).status).toBe(200);
    }
    const listed = await stranger.client.get('/v1/storage/buckets/kyc/files');
    expect(listed.body.total).toBe(0);
    expect((await owner.client.get('/v1/storage/buckets/kyc/files')).body.total).toBe(1);
    // No permission grants it to anyone else, whoever asks.
    const shared = await upload(owner.client, png, {
      bucket: 'kyc',
      permissions: ['read("any")'],
    });
    expect(shared.status).toBe(400);
    const byAdmin = await upload(admin, png, { bucket: 'kyc', permissions: ['read("users")'] });
    expect(byAdmin.status).toBe(400);
    const granted = await owner.client.put(`/v1/storage/buckets/kyc/files/${fileId}`, {
      permissions: [`read("user:${stranger.user.$id}")`],
    });
    expect(granted.status).toBe(400);
    // No share link is made for it, not even by its owner or an admin.
    const tokens = `/v1/tokens/buckets/kyc/files/${fileId}`;
    expect((await owner.client.post(tokens, {})).status).toBe(400);
    expect((await admin.post(tokens, {})).status).toBe(400);
    // Another user's submission is not theirs to read either.
    await owner.client.post('/v1/kyc', await submission(owner.client));
    expect((await stranger.client.get('/v1/kyc')).body.submission).toBeNull();
  });

  it('a non-admin never lists, reads or decides verifications, nor reads or changes the settings', async () => {
    const { client } = await registerActiveUser(ctx);
    const submitted = await client.post('/v1/kyc', await submission(client));
    for (const response of [
      await client.get('/v1/admin/kyc'),
      await client.get(`/v1/admin/kyc/${submitted.body.$id}`),
      await client.post(`/v1/admin/kyc/${submitted.body.$id}/decision`, { outcome: 'approve' }),
      await client.get(`/v1/admin/users/${submitted.body.userId}/kyc`),
      await client.get('/v1/admin/settings/kyc'),
      await client.put('/v1/admin/settings/kyc', { required: 'never', withdrawalThreshold: 0 }),
    ]) {
      expect(response.status).toBe(401);
    }
    expect((await client.get('/v1/kyc')).body.status).toBe('pending');
    expect((await admin.get('/v1/admin/kyc/nosuchid')).status).toBe(404);
  });
});

describe('the KYC rule of withdrawals', () => {
  it('never, always, above a threshold (an amount exactly at it passes); approval lifts it', async () => {
    const { client } = await registerActiveUser(ctx);
    await fund(client, admin, methodId, 1_000_00);
    await setKyc('never');
    expect((await client.post('/v1/withdrawals', withdrawal(10_00))).status).toBe(201);

    await setKyc('always');
    const refused = await client.post('/v1/withdrawals', withdrawal(10_00));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      type: 'kyc_required',
      message:
        'Verify your identity before withdrawing: submit your documents on the Identity verification page.',
    });
    expect((await client.get('/v1/dashboard')).body.pendingWithdrawals).toBe(1);

    await setKyc('above_threshold', 50_00);
    expect((await client.post('/v1/withdrawals', withdrawal(50_00))).status).toBe(201);
    expect((await client.post('/v1/withdrawals', withdrawal(49_99))).status).toBe(201);
    expect((await client.post('/v1/withdrawals', withdrawal(50_01))).body.type).toBe(
      'kyc_required',
    );
    const state = (await client.get('/v1/kyc')).body;
    expect(state.settings).toEqual({ required: 'above_threshold', withdrawalThreshold: 50_00 });

    const submitted = await client.post('/v1/kyc', await submission(client));
    // Pending is not approved.
    expect((await client.post('/v1/withdrawals', withdrawal(50_01))).status).toBe(403);
    await admin.post(`/v1/admin/kyc/${submitted.body.$id}/decision`, { outcome: 'approve' });
    expect((await client.post('/v1/withdrawals', withdrawal(50_01))).status).toBe(201);
    await setKyc('always');
    expect((await client.post('/v1/withdrawals', withdrawal(10_00))).status).toBe(201);
    await setKyc('never');
  });

  it('changing the settings is audited and a bad value is refused', async () => {
    expect((await admin.put('/v1/admin/settings/kyc', { required: 'sometimes' })).status).toBe(400);
    expect(
      (await admin.put('/v1/admin/settings/kyc', { required: 'always', withdrawalThreshold: -1 }))
        .status,
    ).toBe(400);
    await setKyc('above_threshold', 123_00);
    expect((await admin.get('/v1/admin/settings/kyc')).body).toEqual({
      required: 'above_threshold',
      withdrawalThreshold: 123_00,
    });
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'setting'), eq(auditLog.targetId, 'kyc')));
    expect(entries.at(-1)?.after).toEqual({
      required: 'above_threshold',
      withdrawalThreshold: 123_00,
    });
    await setKyc('never');
  });
});
