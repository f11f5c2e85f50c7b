import { Account, AppwriteException, Client, ID, Query } from 'appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSdkHarness, type SdkHarness } from '../../../test/support/sdk-client.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';

/**
 * The official SDK, unchanged, against our server: every account call the web makes
 * (decision 017).
 */
let ctx: TestContext;
let sdk: SdkHarness;
beforeAll(async () => {
  ctx = await createTestContext({ CORS_ORIGINS: 'https://partner.example' });
  sdk = await startSdkHarness(ctx);
});
afterAll(() => sdk.restore());

let counter = 0;
const newEmail = () => `sdk-${process.pid}-${Date.now()}-${++counter}@example.test`;
const PASSWORD = 'correct-horse-1';

async function failure(call: () => Promise<unknown>): Promise<AppwriteException> {
  try {
    await call();
  } catch (error) {
    if (error instanceof AppwriteException) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

async function signedUp(device: string) {
  sdk.useDevice(device);
  const account = new Account(sdk.client());
  const email = newEmail();
  const user = await account.create({
    userId: ID.unique(),
    email,
    password: PASSWORD,
    name: 'Sdk User',
  });
  await account.createEmailPasswordSession({ email, password: PASSWORD });
  return { account, email, user };
}

describe('the appwrite SDK against our account API', () => {
  it('pings, creates an account without signing in, signs in and reads it', async () => {
    sdk.useDevice('first');
    const client = sdk.client();
    // As with Appwrite, ping answers text, which the SDK hands back as { message }.
    expect(await client.ping()).toMatchObject({ message: 'Pong!' });
    const account = new Account(client);
    const email = newEmail();
    const created = await account.create({
      userId: ID.unique(),
      email,
      password: PASSWORD,
      name: 'Ada',
    });
    expect(created).toMatchObject({ name: 'Ada', email, status: true, emailVerification: false });
    expect((await failure(() => account.get())).type).toBe('general_unauthorized_scope');
    const session = await account.createEmailPasswordSession({ email, password: PASSWORD });
    expect(session).toMatchObject({ userId: created.$id, current: true, provider: 'email' });
    const me = await account.get();
    expect(me.$id).toBe(created.$id);
    expect(me.prefs).toEqual({});
    const wrong = await failure(() =>
      account.createEmailPasswordSession({ email, password: 'nope-nope-1' }),
    );
    expect(wrong).toMatchObject({ code: 401, type: 'user_invalid_credentials' });
    const duplicate = await failure(() =>
      account.create({ userId: ID.unique(), email, password: PASSWORD }),
    );
    expect(duplicate).toMatchObject({ code: 409, type: 'user_already_exists' });
  });

  it('raises the SDK’s own missing-parameter errors before calling', () => {
    const account = new Account(sdk.client());
    expect(() => account.create({ email: 'a@b.test', password: PASSWORD } as never)).toThrow(
      'Missing required parameter: "userId"',
    );
    expect(() => account.updateName({} as never)).toThrow('Missing required parameter: "name"');
  });

  it('updates name, password, e-mail, phone and prefs', async () => {
    const { account, email } = await signedUp('updates');
    expect((await account.updateName({ name: 'Grace' })).name).toBe('Grace');
    const mismatch = await failure(() =>
      account.updatePassword({ password: 'new-pass-word', oldPassword: 'bad-old-1' }),
    );
    expect(mismatch.type).toBe('user_invalid_credentials');
    await account.updatePassword({ password: 'new-pass-word', oldPassword: PASSWORD });
    const newAddress = `new-${email}`;
    const moved = await account.updateEmail({ email: newAddress, password: 'new-pass-word' });
    expect(moved).toMatchObject({ email: newAddress, emailVerification: false });
    const phone = `+1415556${String(Date.now()).slice(-4)}`;
    expect((await account.updatePhone({ phone, password: 'new-pass-word' })).phone).toBe(phone);
    const prefs = await account.updatePrefs({ prefs: { theme: 'dark' } });
    expect(prefs.prefs).toEqual({ theme: 'dark' });
    expect(await account.getPrefs()).toEqual({ theme: 'dark' });
  });

  it('lists, reads, extends and ends sessions, also of another device', async () => {
    const { account, email } = await signedUp('laptop');
    sdk.useDevice('phone');
    const phone = new Account(sdk.client());
    await phone.createEmailPasswordSession({ email, password: PASSWORD });
    sdk.useDevice('laptop');
    const list = await account.listSessions();
    expect(list.total).toBe(2);
    const current = await account.getSession({ sessionId: 'current' });
    expect(current.current).toBe(true);
    const extended = await account.updateSession({ sessionId: 'current' });
    expect(Date.parse(extended.expire)).toBeGreaterThanOrEqual(Date.parse(current.expire));
    const other = list.sessions.find((s) => !s.current)!;
    await account.deleteSession({ sessionId: other.$id });
    sdk.useDevice('phone');
    expect((await failure(() => phone.get())).code).toBe(401);
    sdk.useDevice('laptop');
    await account.deleteSessions();
    expect((await failure(() => account.get())).type).toBe('general_unauthorized_scope');
  });

  it('creates a JWT that another client uses as the user', async () => {
    const { account, user } = await signedUp('jwt');
    const { jwt } = await account.createJWT();
    sdk.useDevice('server-side');
    const asUser = new Account(
      new Client().setEndpoint(sdk.endpoint).setProject('copyvest').setJWT(jwt),
    );
    expect((await asUser.get()).$id).toBe(user.$id);
  });

  it('reads its logs with queries, identities, and manages push targets', async () => {
    const { account } = await signedUp('logs');
    await account.updateName({ name: 'Logged' });
    const logs = await account.listLogs({ queries: [Query.limit(2)] });
    expect(logs.total).toBe(3);
    expect(logs.logs.map((log) => log.event)).toEqual(['user.update.name', 'session.create']);
    expect(await account.listIdentities()).toEqual({ total: 0, identities: [] });
    expect((await failure(() => account.deleteIdentity({ identityId: 'none' }))).type).toBe(
      'user_identity_not_found',
    );
    const target = await account.createPushTarget({ targetId: ID.unique(), identifier: 'token-1' });
    expect(target).toMatchObject({ providerType: 'push', identifier: 'token-1' });
    const updated = await account.updatePushTarget({ targetId: target.$id, identifier: 'token-2' });
    expect(updated.identifier).toBe('token-2');
    await account.deletePushTarget({ targetId: target.$id });
  });

  it('closes its own account: the SDK is then told user_blocked', async () => {
    const { account, email } = await signedUp('closing');
    const blocked = await account.updateStatus();
    expect(blocked.status).toBe(false);
    const again = await failure(() =>
      account.createEmailPasswordSession({ email, password: PASSWORD }),
    );
    expect(again).toMatchObject({ code: 403, type: 'user_blocked' });
  });

  it('works from an allow-listed origin; another origin cannot act', async () => {
    const partner = 'https://partner.example';
    const withOrigin = (origin: string) => {
      const client = sdk.client();
      (client as unknown as { headers: Record<string, string> }).headers.Origin = origin;
      return new Account(client);
    };
    sdk.useDevice('partner');
    const email = newEmail();
    const account = withOrigin(partner);
    await account.create({ userId: ID.unique(), email, password: PASSWORD });
    await account.createEmailPasswordSession({ email, password: PASSWORD });
    expect((await account.get()).email).toBe(email);
    sdk.useDevice('evil');
    const evil = withOrigin('https://evil.example');
    const refused = await failure(() =>
      evil.create({ userId: ID.unique(), email: newEmail(), password: PASSWORD }),
    );
    expect(refused).toMatchObject({ code: 403, type: 'general_unknown_origin' });
  });

  it('is refused another project', async () => {
    sdk.useDevice('foreign');
    const foreign = new Account(new Client().setEndpoint(sdk.endpoint).setProject('someone-else'));
    expect((await failure(() => foreign.get())).type).toBe('project_not_found');
  });
});
