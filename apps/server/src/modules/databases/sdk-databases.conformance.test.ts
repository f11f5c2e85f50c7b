import { eq } from 'drizzle-orm';
import { Account, AppwriteException, Databases, ID, type Models, Query, TablesDB } from 'appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestContext, TEST_ADMIN, type TestContext } from '../../../test/support/test-app.ts';
import { uniqueEmail } from '../../../test/support/client.ts';
import { seedPaymentMethod, seedPlan } from '../../../test/support/seed.ts';
import {
  sdkSessionSecret,
  startSdkHarness,
  type SdkHarness,
} from '../../../test/support/sdk-client.ts';

/**
 * The official `appwrite` Web SDK, unchanged, against our server over HTTP: the user signs in
 * with the SDK itself (cookies kept by a cookie jar, as a browser would), the admin with
 * `setSession`. List, get, create (a deposit), admin update (an approval), increment (an
 * adjustment), and the writes the server refuses.
 */
let ctx: TestContext;
let sdk: SdkHarness;
let user: { databases: Databases; tables: TablesDB; id: string };
let admin: { databases: Databases; tables: TablesDB };
let methodCode: string;

beforeAll(async () => {
  ctx = await createTestContext();
  sdk = await startSdkHarness(ctx);
  const adminClient = sdk
    .client()
    .setSession(await sdkSessionSecret(sdk, TEST_ADMIN.email, TEST_ADMIN.password));
  admin = { databases: new Databases(adminClient), tables: new TablesDB(adminClient) };
  methodCode = (await seedPaymentMethod(ctx, { name: 'Bitcoin', code: 'btc' })).code;
  await seedPlan(ctx, { title: 'SDK Plan', min: 100_00, max: 500_00 });

  sdk.useDevice('user');
  const client = sdk.client();
  const account = new Account(client);
  const email = uniqueEmail('sdk');
  const created = await account.create({
    userId: ID.unique(),
    email,
    password: 'sdk-password-1',
    name: 'Sdk Sam',
  });
  await account.createEmailPasswordSession({ email, password: 'sdk-password-1' });
  user = { databases: new Databases(client), tables: new TablesDB(client), id: created.$id };
  // The admin activates the new account through the data API too.
  await admin.databases.updateDocument<Models.DefaultDocument>({
    databaseId: 'copyvest',
    collectionId: 'users',
    documentId: user.id,
    data: { isActive: true },
  });
});
afterAll(() => sdk.restore());

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppwriteException);
  return error as AppwriteException;
};

describe('the official SDK against our data API', () => {
  it('lists and gets records (documents and rows)', async () => {
    const plans = await user.databases.listDocuments({
      databaseId: 'copyvest',
      collectionId: 'Plans',
      queries: [Query.equal('title', 'SDK Plan'), Query.limit(5)],
    });
    expect(plans.total).toBe(1);
    expect(plans.documents[0]).toMatchObject({ title: 'SDK Plan', min: 100, max: 500 });
    const me = await user.tables.getRow({
      databaseId: 'copyvest',
      tableId: 'users',
      rowId: user.id,
    });
    expect(me).toMatchObject({ $id: user.id, $tableId: 'users', name: 'Sdk Sam', isActive: true });
  });

  it('creates a deposit, which an admin approves with an update, then adjusts with an increment', async () => {
    const deposit = await user.databases.createDocument<Models.DefaultDocument>({
      databaseId: 'copyvest',
      collectionId: 'transactions',
      documentId: ID.unique(),
      data: { amount: 150.25, type: 'credit', crypto: methodCode },
    });
    expect(deposit).toMatchObject({ status: 'pending', amount: 150.25, id: user.id });

    const approved = await admin.databases.updateDocument<Models.DefaultDocument>({
      databaseId: 'copyvest',
      collectionId: 'transactions',
      documentId: deposit.$id,
      data: { status: 'success' },
    });
    expect(approved.status).toBe('success');

    const bonus = await admin.databases.incrementDocumentAttribute({
      databaseId: 'copyvest',
      collectionId: 'users',
      documentId: user.id,
      attribute: 'bonus',
      value: 2.5,
    });
    expect(bonus).toMatchObject({ balance: 150.25, bonus: 2.5 });
    const decremented = await admin.tables.decrementRowColumn({
      databaseId: 'copyvest',
      tableId: 'users',
      rowId: user.id,
      column: 'balance',
      value: 0.25,
      min: 100,
    });
    expect(decremented.balance).toBe(150);

    const mine = await user.tables.listRows({
      databaseId: 'copyvest',
      tableId: 'transactions',
      queries: [Query.orderDesc('$sequence')],
    });
    expect(mine.rows.map((row) => row.status)).toEqual(['success', 'success', 'success']);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ balance: 150_00, bonus: 2_50 });
  });

  it('refuses the writes the product forbids, with the SDK’s exception and nothing changed', async () => {
    const raise = await refusal(
      user.databases.updateDocument<Models.DefaultDocument>({
        databaseId: 'copyvest',
        collectionId: 'users',
        documentId: user.id,
        data: { balance: 1_000_000 },
      }),
    );
    expect(raise).toMatchObject({ code: 401, type: 'user_unauthorized' });
    const increment = await refusal(
      user.tables.incrementRowColumn({
        databaseId: 'copyvest',
        tableId: 'users',
        rowId: user.id,
        column: 'balance',
        value: 100,
      }),
    );
    expect(increment.code).toBe(401);
    const plan = await refusal(
      user.databases.createDocument<Models.DefaultDocument>({
        databaseId: 'copyvest',
        collectionId: 'Plans',
        documentId: ID.unique(),
        data: { title: 'Free money', min: 1, max: 2, roi: 1000, days: 1 },
      }),
    );
    expect(plan.type).toBe('user_unauthorized');
    const transactions = await user.databases.listDocuments({
      databaseId: 'copyvest',
      collectionId: 'transactions',
    });
    const removal = await refusal(
      user.databases.deleteDocument({
        databaseId: 'copyvest',
        collectionId: 'transactions',
        documentId: transactions.documents[0]!.$id,
      }),
    );
    expect(removal.code).toBe(401);
    const missing = await refusal(
      user.databases.getDocument({ databaseId: 'copyvest', collectionId: 'nope', documentId: 'x' }),
    );
    expect(missing).toMatchObject({ code: 404, type: 'collection_not_found' });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ balance: 150_00, bonus: 2_50 });
  });
});
