import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@copyvest/shared';
import { auditLog } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerActiveUser, type TestClient } from '../../../test/support/client.ts';
import { dataPath, stateFingerprint } from '../../../test/support/data-api.ts';
import { seedPaymentMethod } from '../../../test/support/seed.ts';

/**
 * An admin deciding on their own money (decision 038): refused while another active admin can
 * decide, allowed when they are the only one, and the audit entry then says so.
 */
let ctx: TestContext;
let first: TestClient;
let firstId: string;
let self: TestClient;
let selfId: string;
let methodId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  first = await adminClient(ctx);
  firstId = (await first.get('/v1/account')).body.$id;
  const registered = await registerActiveUser(ctx, { name: 'Sam Self' });
  self = registered.client;
  selfId = registered.user.$id;
  expect((await first.post(`/v1/users/${selfId}/make-admin`)).status).toBe(200);
  methodId = (await seedPaymentMethod(ctx)).id;
  const deposit = await self.post('/v1/deposits', { paymentMethodId: methodId, amount: 100_00 });
  expect((await first.post(`/v1/admin/transactions/${deposit.body.$id}/approve`)).status).toBe(200);
});

const requestWithdrawal = async () => {
  const response = await self.post('/v1/withdrawals', {
    paymentMethodId: methodId,
    amount: 10_00,
    walletAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  });
  expect(response.status).toBe(201);
  return response.body.$id as string;
};

const auditOf = (targetId: string) =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

describe('an admin and their own withdrawal', () => {
  it('while another active admin exists: 403 user_self_decision with a clear message, on every path, and nothing changes', async () => {
    const id = await requestWithdrawal();
    const before = await stateFingerprint(ctx.database.db);
    for (const response of [
      await self.post(`/v1/admin/transactions/${id}/approve`),
      await self.post(`/v1/admin/transactions/${id}/reject`),
      await self.post(`/v1/users/${selfId}/adjustments`, { figure: 'bonus', amount: 5_00 }),
      await self.patch(dataPath('documents', 'transactions', id), { data: { status: 'success' } }),
      await self.patch(dataPath('rows', 'users', selfId, 'bonus', 'increment'), { value: 5 }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({
        type: 'user_self_decision',
        message: messages.errors.selfDecision,
      });
    }
    expect(await stateFingerprint(ctx.database.db)).toBe(before);
    expect((await self.get(`/v1/transactions/${id}`)).body.status).toBe('pending');
    // The other admin decides it, unflagged.
    expect((await first.post(`/v1/admin/transactions/${id}/reject`)).status).toBe(200);
    const [entry] = await auditOf(id);
    expect(entry!.after).not.toHaveProperty('selfDecision');
  });

  it('as the only active admin: approved, and the audit entry carries selfDecision true', async () => {
    const id = await requestWithdrawal();
    expect((await self.post(`/v1/users/${firstId}/deactivate`)).status).toBe(200);
    try {
      const approved = await self.post(`/v1/admin/transactions/${id}/approve`);
      expect(approved.status).toBe(200);
      expect(approved.body.status).toBe('success');
      const [entry] = await auditOf(id);
      expect(entry).toMatchObject({ actorId: selfId, action: 'transaction.approve' });
      expect(entry!.after).toMatchObject({ status: 'success', userId: selfId, selfDecision: true });

      const adjusted = await self.post(`/v1/users/${selfId}/adjustments`, {
        figure: 'bonus',
        amount: 5_00,
      });
      expect(adjusted.status).toBe(200);
      const adjustment = (await auditOf(selfId)).find((row) => row.action === 'user.adjust_bonus');
      expect(adjustment!.after).toEqual({ bonus: 5_00, selfDecision: true });
    } finally {
      expect((await self.post(`/v1/users/${firstId}/activate`)).status).toBe(200);
    }
  });

  it('a deactivated admin decides nothing, not even as the last flag holder', async () => {
    const id = await requestWithdrawal();
    expect((await first.post(`/v1/users/${selfId}/deactivate`)).status).toBe(200);
    try {
      const response = await self.post(`/v1/admin/transactions/${id}/approve`);
      expect(response.status).toBe(401);
      expect(response.body.type).toBe('user_unauthorized');
    } finally {
      expect((await first.post(`/v1/users/${selfId}/activate`)).status).toBe(200);
    }
    expect((await first.post(`/v1/admin/transactions/${id}/approve`)).status).toBe(200);
  });
});
