import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import {
  adminClient,
  registerActiveUser,
  registerUser,
  TestClient,
} from '../../../test/support/client.ts';
import { seedPaymentMethod, seedPlan } from '../../../test/support/seed.ts';
import {
  dataPath,
  idField,
  listKey,
  stateFingerprint,
  type Form,
} from '../../../test/support/data-api.ts';

/**
 * Every collection × operation × viewer, in both forms: what each viewer may do is exactly the
 * table below; a refused call answers an error body only (nothing of the record leaks) and changes
 * nothing at all (same state fingerprint before and after).
 */
type Actor =
  | 'anonymous'
  | 'inactive'
  | 'user'
  | 'other'
  | 'admin'
  | 'guest'
  | 'activatedGuest'
  | 'deactivatedAdmin';
type Operation =
  'list' | 'get' | 'create' | 'update' | 'upsert' | 'delete' | 'increment' | 'decrement';
type Collection = 'users' | 'transactions' | 'paymentmethods' | 'Plans';

const ACTORS: Actor[] = [
  'anonymous',
  'inactive',
  'user',
  'other',
  'admin',
  'guest',
  'activatedGuest',
  'deactivatedAdmin',
];
const OPERATIONS: Operation[] = [
  'list',
  'get',
  'create',
  'update',
  'upsert',
  'delete',
  'increment',
  'decrement',
];
const COLLECTIONS: Collection[] = ['users', 'transactions', 'paymentmethods', 'Plans'];

/** The status each viewer gets; the targets are the user's record and transaction. */
const EXPECTED: Record<Collection, Record<Operation, Record<Actor, number>>> = {
  users: {
    list: {
      anonymous: 401,
      inactive: 200,
      user: 200,
      other: 200,
      admin: 200,
      guest: 200,
      activatedGuest: 200,
      deactivatedAdmin: 200,
    },
    get: {
      anonymous: 401,
      inactive: 404,
      user: 200,
      other: 404,
      admin: 200,
      guest: 404,
      activatedGuest: 404,
      deactivatedAdmin: 404,
    },
    create: {
      anonymous: 401,
      inactive: 401,
      user: 401,
      other: 401,
      admin: 401,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
    update: {
      anonymous: 401,
      inactive: 401,
      user: 200,
      other: 401,
      admin: 200,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
    upsert: {
      anonymous: 401,
      inactive: 401,
      user: 200,
      other: 401,
      admin: 200,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
    delete: {
      anonymous: 401,
      inactive: 401,
      user: 401,
      other: 401,
      admin: 204,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
    increment: {
      anonymous: 401,
      inactive: 401,
      user: 401,
      other: 401,
      admin: 200,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
    decrement: {
      anonymous: 401,
      inactive: 401,
      user: 401,
      other: 401,
      admin: 200,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
  },
  transactions: {
    list: {
      anonymous: 401,
      inactive: 200,
      user: 200,
      other: 200,
      admin: 200,
      guest: 200,
      activatedGuest: 200,
      deactivatedAdmin: 200,
    },
    get: {
      anonymous: 401,
      inactive: 404,
      user: 200,
      other: 404,
      admin: 200,
      guest: 404,
      activatedGuest: 404,
      deactivatedAdmin: 404,
    },
    create: {
      anonymous: 401,
      inactive: 403,
      user: 201,
      other: 201,
      admin: 201,
      guest: 403,
      activatedGuest: 403,
      deactivatedAdmin: 403,
    },
    update: {
      anonymous: 401,
      inactive: 401,
      user: 401,
      other: 401,
      admin: 200,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
    upsert: {
      anonymous: 401,
      inactive: 401,
      user: 401,
      other: 401,
      admin: 200,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
    delete: {
      anonymous: 401,
      inactive: 401,
      user: 401,
      other: 401,
      admin: 401,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
    increment: {
      anonymous: 401,
      inactive: 401,
      user: 401,
      other: 401,
      admin: 401,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
    decrement: {
      anonymous: 401,
      inactive: 401,
      user: 401,
      other: 401,
      admin: 401,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
  },
  paymentmethods: {
    list: {
      anonymous: 401,
      inactive: 200,
      user: 200,
      other: 200,
      admin: 200,
      guest: 200,
      activatedGuest: 200,
      deactivatedAdmin: 200,
    },
    get: {
      anonymous: 401,
      inactive: 200,
      user: 200,
      other: 200,
      admin: 200,
      guest: 200,
      activatedGuest: 200,
      deactivatedAdmin: 200,
    },
    create: {
      anonymous: 401,
      inactive: 401,
      user: 401,
      other: 401,
      admin: 201,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
    update: {
      anonymous: 401,
      inactive: 401,
      user: 401,
      other: 401,
      admin: 200,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
    upsert: {
      anonymous: 401,
      inactive: 401,
      user: 401,
      other: 401,
      admin: 200,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
    delete: {
      anonymous: 401,
      inactive: 401,
      user: 401,
      other: 401,
      admin: 204,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
    increment: {
      anonymous: 401,
      inactive: 401,
      user: 401,
      other: 401,
      admin: 401,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
    decrement: {
      anonymous: 401,
      inactive: 401,
      user: 401,
      other: 401,
      admin: 401,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
  },
  Plans: {
    list: {
      anonymous: 200,
      inactive: 200,
      user: 200,
      other: 200,
      admin: 200,
      guest: 200,
      activatedGuest: 200,
      deactivatedAdmin: 200,
    },
    get: {
      anonymous: 200,
      inactive: 200,
      user: 200,
      other: 200,
      admin: 200,
      guest: 200,
      activatedGuest: 200,
      deactivatedAdmin: 200,
    },
    create: {
      anonymous: 401,
      inactive: 401,
      user: 401,
      other: 401,
      admin: 201,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
    update: {
      anonymous: 401,
      inactive: 401,
      user: 401,
      other: 401,
      admin: 200,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
    upsert: {
      anonymous: 401,
      inactive: 401,
      user: 401,
      other: 401,
      admin: 200,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
    delete: {
      anonymous: 401,
      inactive: 401,
      user: 401,
      other: 401,
      admin: 204,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
    increment: {
      anonymous: 401,
      inactive: 401,
      user: 401,
      other: 401,
      admin: 401,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
    decrement: {
      anonymous: 401,
      inactive: 401,
      user: 401,
      other: 401,
      admin: 401,
      guest: 401,
      activatedGuest: 401,
      deactivatedAdmin: 401,
    },
  },
};

/** What a refused new transaction (a deposit or withdrawal) answers each viewer. */
const MONEY_REFUSAL: Partial<Record<Actor, string>> = {
  anonymous: 'general_unauthorized_scope',
  inactive: 'user_inactive',
  guest: 'user_guest',
  activatedGuest: 'user_guest',
  deactivatedAdmin: 'user_inactive',
};

let ctx: TestContext;
let clients: Record<Actor, TestClient>;
let ids: Record<Actor, string>;
let owner: { id: string; email: string };
let targets: Record<Collection, string>;
let method: { id: string; code: string };
let counter = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await adminClient(ctx);
  const user = await registerActiveUser(ctx, { name: 'Owner Olive' });
  const other = await registerActiveUser(ctx, { name: 'Other Oscar' });
  const inactive = await registerUser(ctx, { name: 'Inactive Ida' });
  // Guest accounts (anonymous sessions), one of them activated by an admin.
  const guest = new TestClient(ctx.app);
  const activatedGuest = new TestClient(ctx.app);
  for (const client of [guest, activatedGuest]) {
    expect((await client.post('/v1/account/sessions/anonymous')).status).toBe(201);
  }
  const guestId = (await guest.get('/v1/account')).body.$id as string;
  const activatedGuestId = (await activatedGuest.get('/v1/account')).body.$id as string;
  expect((await admin.post(`/v1/users/${activatedGuestId}/activate`)).status).toBe(200);
  // An admin another admin deactivated: the flag and the session stay, the powers go.
  const deactivatedAdmin = await registerActiveUser(ctx, { name: 'Dana Deactivated' });
  for (const action of ['make-admin', 'deactivate']) {
    const response = await admin.post(`/v1/users/${deactivatedAdmin.user.$id}/${action}`);
    expect(response.status).toBe(200);
  }
  clients = {
    anonymous: new TestClient(ctx.app),
    inactive: inactive.client,
    user: user.client,
    other: other.client,
    admin,
    guest,
    activatedGuest,
    deactivatedAdmin: deactivatedAdmin.client,
  };
  ids = {
    anonymous: '',
    inactive: inactive.user.$id,
    user: user.user.$id,
    other: other.user.$id,
    admin: (await admin.get('/v1/account')).body.$id,
    guest: guestId,
    activatedGuest: activatedGuestId,
    deactivatedAdmin: deactivatedAdmin.user.$id,
  };
  owner = { id: user.user.$id, email: user.input.email };
  method = await seedPaymentMethod(ctx, { name: 'Matrixcoin' });
  // The user has money (so decrements have something to take) and a pending deposit.
  await admin.post(`/v1/users/${owner.id}/adjustments`, { figure: 'balance', amount: 500_00 });
  const deposit = await user.client.post('/v1/deposits', {
    paymentMethodId: method.id,
    amount: 12_00,
  });
  targets = {
    users: owner.id,
    transactions: deposit.body.$id,
    paymentmethods: method.id,
    Plans: (await seedPlan(ctx, { title: 'Matrix Plan' })).id,
  };
});

/** A fresh record for a write that is expected to succeed (so the shared targets stay intact). */
async function freshTarget(collection: Collection): Promise<string> {
  counter += 1;
  if (collection === 'transactions') {
    const response = await clients.user.post('/v1/deposits', {
      paymentMethodId: method.id,
      amount: 1_00,
    });
    return response.body.$id;
  }
  if (collection === 'Plans') return (await seedPlan(ctx, { title: `Fresh ${counter}` })).id;
  if (collection === 'paymentmethods') {
    return (await seedPaymentMethod(ctx, { code: `fresh${counter}` })).id;
  }
  return (await registerActiveUser(ctx, { name: `Victim ${counter}` })).user.$id;
}

function createData(collection: Collection): Record<string, unknown> {
  counter += 1;
  switch (collection) {
    case 'users':
      return { name: 'Mallory', email: `m${counter}@example.test`, balance: 1_000_000 };
    case 'transactions':
      return { amount: 10, type: 'credit', crypto: method.code };
    case 'paymentmethods':
      return { id: `new${counter}`, name: 'Newcoin', address: 'addr' };
    case 'Plans':
      return { title: `New ${counter}`, min: 100, max: 200, roi: 5, days: 7 };
  }
}

const COUNTRIES = [
  'Canada',
  'Peru',
  'Chile',
  'Japan',
  'Kenya',
  'Norway',
  'Mexico',
  'Ghana',
  'Spain',
  'Italy',
  'Brazil',
];

function updateData(collection: Collection, operation: Operation): Record<string, unknown> {
  counter += 1;
  switch (collection) {
    case 'users':
      // The country: a new phone number needs the password or a recent factor besides the right
      // to edit the record (phone-takeover.test.ts).
      return { country: COUNTRIES[counter % COUNTRIES.length] };
    case 'transactions':
      return { status: operation === 'update' ? 'success' : 'failed' };
    case 'paymentmethods':
      return { name: `Renamed ${counter}` };
    case 'Plans':
      return { title: `Renamed ${counter}` };
  }
}

const COUNTER: Record<Collection, string> = {
  users: 'balance',
  transactions: 'amount',
  paymentmethods: 'name',
  Plans: 'min',
};

async function call(form: Form, collection: Collection, operation: Operation, actor: Actor) {
  const expected = EXPECTED[collection][operation][actor];
  const write = !['list', 'get'].includes(operation);
  const succeeds = expected < 300;
  // A write expected to succeed acts on a fresh record (approvals and deletes happen once), except
  // profile changes and adjustments, which act on the user's own record again and again.
  const id =
    write && succeeds && (collection !== 'users' || operation === 'delete')
      ? await freshTarget(collection)
      : targets[collection];
  const client = clients[actor];
  switch (operation) {
    case 'list':
      return client.get(dataPath(form, collection));
    case 'get':
      return client.get(dataPath(form, collection, id));
    case 'create':
      return client.post(dataPath(form, collection), {
        [idField(form)]: 'unique()',
        data: createData(collection),
      });
    case 'update':
      return client.patch(dataPath(form, collection, id), {
        data: updateData(collection, operation),
      });
    case 'upsert':
      return client.put(dataPath(form, collection, id), {
        data: updateData(collection, operation),
      });
    case 'delete':
      return client.delete(dataPath(form, collection, id));
    case 'increment':
    case 'decrement':
      return client.patch(dataPath(form, collection, id, COUNTER[collection], operation), {
        value: 1,
      });
  }
}

/** What a viewer may see of a list: their own records only, unless an admin. */
function checkListScope(collection: Collection, actor: Actor, records: any[]) {
  if (actor === 'admin' || collection === 'Plans' || collection === 'paymentmethods') return;
  const ownerOf = (record: any) => (collection === 'users' ? record.$id : record.id);
  for (const record of records) expect(ownerOf(record)).toBe(ids[actor]);
}

describe.each(['documents', 'rows'] as const)('the %s form', (form) => {
  it('answers every collection × operation × viewer as the table says, leaking and changing nothing when refused', async () => {
    let allowed = 0;
    let refused = 0;
    const secrets = [owner.email, `user:${owner.id}`];
    for (const collection of COLLECTIONS) {
      for (const operation of OPERATIONS) {
        for (const actor of ACTORS) {
          const expected = EXPECTED[collection][operation][actor];
          const label = `${form} ${collection} ${operation} as ${actor}`;
          const before = expected >= 400 ? await stateFingerprint(ctx.database.db) : '';
          const response = await call(form, collection, operation, actor);
          expect(response.status, `${label}: ${JSON.stringify(response.body)}`).toBe(expected);
          if (expected >= 400) {
            refused += 1;
            expect(Object.keys(response.body).sort(), label).toEqual([
              'code',
              'message',
              'type',
              'version',
            ]);
            for (const secret of secrets)
              expect(JSON.stringify(response.body)).not.toContain(secret);
            if (collection === 'transactions' && operation === 'create') {
              expect(response.body.type, label).toBe(MONEY_REFUSAL[actor]);
            }
            expect(await stateFingerprint(ctx.database.db), label).toBe(before);
          } else {
            allowed += 1;
            if (operation === 'list')
              checkListScope(collection, actor, response.body[listKey(form)]);
          }
        }
      }
    }
    // 4 collections × 8 operations × 8 viewers = 256 calls per form.
    expect({ allowed, refused }).toEqual({ allowed: 68, refused: 188 });
  });
});
