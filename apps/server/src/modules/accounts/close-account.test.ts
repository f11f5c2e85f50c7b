import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@copyvest/shared';
import {
  adminClient,
  loginAs,
  registerActiveUser,
  registerUser,
  TestClient,
} from '../../../test/support/client.ts';
import { linkSentTo, outboxTo } from '../../../test/support/outbox.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { auditLog } from '../../db/schema.ts';

/**
 * Closing the account signs the owner out everywhere, so it needs a recent proof (never a
 * session or JWT alone), tells the owner how to have it reopened, and an admin can reopen it
 * (audited): the owner then signs in and recovers their password again.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const guest = () => new TestClient(ctx.app);

describe('closing the account', () => {
  it('an old session or its JWT cannot close it (user_challenge_required)', async () => {
    const { client } = await registerUser(ctx);
    ctx.clock.advance(31 * 60_000);
    const jwt = (await client.post('/v1/account/jwts')).body.jwt as string;
    for (const response of [
      await client.patch('/v1/account/status'),
      await guest().patch('/v1/account/status', {}, { 'x-appwrite-jwt': jwt }),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({
        type: 'user_challenge_required',
        message: messages.errors.recentProofRequired,
      });
    }
    expect((await client.get('/v1/account')).body.status).toBe(true);
  });

  it('a fresh password sign-in closes it and the owner is mailed how to have it reopened', async () => {
    const { client, input } = await registerUser(ctx);
    const closed = await client.patch('/v1/account/status');
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe(false);
    const [notice] = await outboxTo(ctx, input.email, 'security-notice');
    expect(notice?.data).toMatchObject({ event: 'account_closed' });
  });
});

describe('reopening a closed account', () => {
  it('an admin reopens it (audited); the owner signs in and recovers their password again', async () => {
    const { client, input, account } = await registerActiveUser(ctx);
    expect((await client.patch('/v1/account/status')).status).toBe(200);
    const admin = await adminClient(ctx);
    const detail = await admin.get(`/v1/users/${account.$id}`);
    expect(detail.body.security.closed).toBe(true);

    const reopened = await admin.post(`/v1/users/${account.$id}/reopen`);
    expect(reopened.status).toBe(200);
    expect((await admin.get(`/v1/users/${account.$id}`)).body.security.closed).toBe(false);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, account.$id));
    expect(audit.map((entry) => entry.action)).toContain('user.reopen');

    const owner = await loginAs(ctx, input.email, input.password);
    expect((await owner.get('/v1/account')).body.status).toBe(true);
    const recovery = await guest().post('/v1/account/recovery', {
      email: input.email,
      url: 'http://localhost:3000/reset-password',
    });
    expect(recovery.status).toBe(201);
    const { userId, secret } = await linkSentTo(ctx, input.email, 'recovery');
    const reset = await guest().put('/v1/account/recovery', {
      userId,
      secret,
      password: 'a-new-password-2',
    });
    expect(reset.status).toBe(200);
    await loginAs(ctx, input.email, 'a-new-password-2');
  });

  it('only an active admin may reopen (the policy’s user.reopen); an open account stays open, unaudited', async () => {
    const { account } = await registerUser(ctx);
    const { client: someone } = await registerActiveUser(ctx);
    const refused = await someone.post(`/v1/users/${account.$id}/reopen`);
    expect(refused.body.type).toBe('user_unauthorized');
    const admin = await adminClient(ctx);
    expect((await admin.post(`/v1/users/${account.$id}/reopen`)).status).toBe(200);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, account.$id));
    expect(audit).toEqual([]);
  });
});
