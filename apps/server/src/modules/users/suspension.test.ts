import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, registerUser, type TestClient } from '../../../test/support/client.ts';
import { outboxTo } from '../../../test/support/outbox.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';

let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
});

describe('activating and suspending an account', () => {
  it('a new account is inactive, not suspended; its activation is mailed', async () => {
    const { client, user, input } = await registerUser(ctx);
    expect((await client.get('/v1/session')).body.user).toMatchObject({
      isActive: false,
      suspended: false,
      suspendedReason: null,
    });
    expect((await admin.post(`/v1/users/${user.$id}/activate`)).status).toBe(200);
    const [mail] = await outboxTo(ctx, input.email as string, 'account-status');
    expect(mail!.data).toMatchObject({ status: 'activated' });
  });

  it('deactivating an active account suspends it with the reason its owner sees and is mailed; reactivating clears it', async () => {
    const { client, user, input } = await registerUser(ctx);
    await admin.post(`/v1/users/${user.$id}/activate`);
    const reason = 'Your identity documents are being checked.';
    const suspended = await admin.post(`/v1/users/${user.$id}/deactivate`, { reason });
    expect(suspended.status).toBe(200);
    expect((await client.get('/v1/session')).body.user).toMatchObject({
      isActive: false,
      suspended: true,
      suspendedReason: reason,
    });
    const mails = await outboxTo(ctx, input.email as string, 'account-status');
    expect(mails[0]!.data).toMatchObject({ status: 'suspended', reason });
    // Money stays put and cannot move while suspended.
    expect((await client.post('/v1/trades/claim')).status).toBe(403);
    await admin.post(`/v1/users/${user.$id}/activate`);
    expect((await client.get('/v1/session')).body.user).toMatchObject({
      isActive: true,
      suspended: false,
      suspendedReason: null,
    });
  });

  it('a reason over 500 characters is a clear 400 and changes nothing', async () => {
    const { client, user } = await registerUser(ctx);
    await admin.post(`/v1/users/${user.$id}/activate`);
    const refused = await admin.post(`/v1/users/${user.$id}/deactivate`, {
      reason: 'x'.repeat(501),
    });
    expect(refused.status).toBe(400);
    expect((await client.get('/v1/session')).body.user.isActive).toBe(true);
  });
});
