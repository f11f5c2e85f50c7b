import { Databases, ID, type Models, Realtime, type RealtimeResponseEvent } from 'appwrite';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ADMIN, type TestContext } from '../../../test/support/test-app.ts';
import { registerActiveUser } from '../../../test/support/client.ts';
import { seedPaymentMethod } from '../../../test/support/seed.ts';
import {
  sdkSessionSecret,
  startSdkHarness,
  type SdkHarness,
} from '../../../test/support/sdk-client.ts';

/**
 * The official SDK's realtime, unchanged, in Node: its browser globals are provided (`WebSocket`
 * from `ws`, `window` for its timers). The user's client holds only a session secret
 * (`setSession`), so the SDK signs the socket in with its `authentication` message.
 */
const globals = globalThis as Record<string, unknown>;
const saved = { WebSocket: globals.WebSocket, window: globals.window };
let ctx: TestContext;
let sdk: SdkHarness;
let admin: Databases;
let methodCode: string;

beforeAll(async () => {
  ctx = await createTestContext();
  globals.WebSocket = WebSocket;
  globals.window = globalThis;
  sdk = await startSdkHarness(ctx);
  methodCode = (await seedPaymentMethod(ctx, { code: 'ltc', name: 'Litecoin' })).code;
  admin = new Databases(
    sdk.client().setSession(await sdkSessionSecret(sdk, TEST_ADMIN.email, TEST_ADMIN.password)),
  );
});
afterAll(() => {
  sdk.restore();
  Object.assign(globals, saved);
});

/** Resolves with the first event the callback receives that matches. */
function nextEvent<T>(predicate: (event: RealtimeResponseEvent<T>) => boolean) {
  let resolve!: (event: RealtimeResponseEvent<T>) => void;
  const promise = new Promise<RealtimeResponseEvent<T>>((r) => (resolve = r));
  return {
    promise,
    callback: (event: RealtimeResponseEvent<T>) => {
      if (predicate(event)) resolve(event);
    },
  };
}

/**
 * Until the SDK's subscription is live on the server: the user changes their own record again
 * and again until the `account` event of one of those changes arrives.
 */
async function untilSubscribed(databases: Databases, userId: string, received: () => boolean) {
  for (let attempt = 0; attempt < 50 && !received(); attempt++) {
    await databases.updateDocument<Models.DefaultDocument>({
      databaseId: 'copyvest',
      collectionId: 'users',
      documentId: userId,
      data: { country: `Country ${attempt}` },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(received()).toBe(true);
}

async function signedInUser() {
  const { input, user } = await registerActiveUser(ctx);
  const client = sdk.client().setSession(await sdkSessionSecret(sdk, input.email, input.password));
  return { client, user, databases: new Databases(client) };
}

describe("the official SDK's realtime against our server", () => {
  it("Realtime.subscribe receives an admin's approval of the user's deposit", async () => {
    const { client, user, databases } = await signedInUser();
    const realtime = new Realtime(client);
    const opened = new Promise<void>((resolve) => realtime.onOpen(resolve));
    const deposit = await databases.createDocument<Models.DefaultDocument>({
      databaseId: 'copyvest',
      collectionId: 'transactions',
      documentId: ID.unique(),
      data: { amount: 75, type: 'credit', crypto: methodCode },
    });
    const approval = nextEvent<Models.DefaultDocument>(
      (event) => event.payload.$id === deposit.$id && event.payload.status === 'success',
    );
    const subscription = await realtime.subscribe(
      `databases.copyvest.collections.transactions.documents.${deposit.$id}`,
      approval.callback,
    );
    await opened;
    let live = false;
    const probe = await realtime.subscribe('account', () => (live = true));
    await untilSubscribed(databases, user.$id, () => live);

    await admin.updateDocument<Models.DefaultDocument>({
      databaseId: 'copyvest',
      collectionId: 'transactions',
      documentId: deposit.$id,
      data: { status: 'success' },
    });
    const event = await approval.promise;
    expect(event.payload).toMatchObject({
      amount: 75,
      id: user.$id,
      $collectionId: 'transactions',
    });
    expect(event.events).toContain(
      `databases.copyvest.collections.transactions.documents.${deposit.$id}.update`,
    );
    await subscription.close();
    await probe.close();
    await realtime.disconnect();
  });

  it('the legacy client.subscribe receives it too', async () => {
    const { client, databases, user } = await signedInUser();
    const deposit = await databases.createDocument<Models.DefaultDocument>({
      databaseId: 'copyvest',
      collectionId: 'transactions',
      documentId: ID.unique(),
      data: { amount: 5.5, type: 'credit', crypto: methodCode },
    });
    const approval = nextEvent<Models.DefaultDocument>(
      (event) => event.payload.$id === deposit.$id && event.payload.status === 'success',
    );
    let live = false;
    const unsubscribe = client.subscribe(
      ['tablesdb.copyvest.tables.transactions.rows', 'account'],
      (event: RealtimeResponseEvent<Models.DefaultDocument>) => {
        live = true;
        approval.callback(event);
      },
    );
    await untilSubscribed(databases, user.$id, () => live);
    await admin.updateDocument<Models.DefaultDocument>({
      databaseId: 'copyvest',
      collectionId: 'transactions',
      documentId: deposit.$id,
      data: { status: 'success' },
    });
    const event = await approval.promise;
    expect(event.payload).toMatchObject({ $tableId: 'transactions', amount: 5.5 });
    unsubscribe();
  });
});
