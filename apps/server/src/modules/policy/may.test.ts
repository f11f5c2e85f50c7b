import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorStatus, messages } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerActiveUser } from '../../../test/support/client.ts';
import { type Action, type Actor, may } from './index.ts';
import { ADMIN_ACTIONS, OWN_MONEY_ACTIONS, TRADER_ACTIONS } from './may.ts';

/** A database the policy must not read: every access fails the test. */
const NO_DB = new Proxy(
  {},
  {
    get: (_target, key) => {
      throw new Error(`the policy read the database (${String(key)})`);
    },
  },
) as unknown as DbOrTx;

const user = (overrides: Partial<Actor> = {}): Actor => ({
  userId: 'u_1',
  isAdmin: false,
  isActive: true,
  isGuest: false,
  deletedAt: null,
  ...overrides,
});
const admin = (overrides: Partial<Actor> = {}) =>
  user({ userId: 'a_1', isAdmin: true, ...overrides });

/** The type and status a refusal answers, or 'allowed' (with its self-decision flag). */
async function answer(actor: Actor, action: Action, ownerId?: string, db: DbOrTx = NO_DB) {
  const verdict = await may(actor, action, { ownerId, db });
  if (verdict.allowed) return verdict.selfDecision ? 'allowed, self' : 'allowed';
  return `${verdict.error.statusCode} ${verdict.error.type}`;
}

const MONEY_MOVES = OWN_MONEY_ACTIONS.filter((action) => action !== 'withdrawal.cancel');
const DECISIONS: Action[] = ['transaction.approve', 'transaction.reject', 'user.adjust'];

describe('may: the user’s own money', () => {
  it('an active user may request, open a trade, claim and cancel', async () => {
    for (const action of OWN_MONEY_ACTIONS) {
      expect(await answer(user(), action, 'u_1'), action).toBe('allowed');
    }
  });

  it('a guest is refused every money action with 403 user_guest, activated or not', async () => {
    for (const isActive of [false, true]) {
      for (const action of OWN_MONEY_ACTIONS) {
        expect(await answer(user({ isGuest: true, isActive }), action), action).toBe(
          '403 user_guest',
        );
      }
    }
  });

  it('an inactive user moves no money (403 user_inactive) but may take back a pending withdrawal', async () => {
    for (const action of MONEY_MOVES) {
      expect(await answer(user({ isActive: false }), action), action).toBe('403 user_inactive');
    }
    expect(await answer(user({ isActive: false }), 'withdrawal.cancel')).toBe('allowed');
  });

  it('a deleted user moves nothing, not even a cancel', async () => {
    for (const action of OWN_MONEY_ACTIONS) {
      expect(await answer(user({ deletedAt: new Date() }), action), action).toBe(
        '403 user_inactive',
      );
    }
  });

  it('the status of each refusal is the error table’s', async () => {
    expect(errorStatus('user_guest')).toBe(403);
    expect(errorStatus('user_inactive')).toBe(403);
    expect(errorStatus('user_unauthorized')).toBe(401);
    expect(errorStatus('user_self_action')).toBe(400);
    expect(errorStatus('user_self_decision')).toBe(403);
  });
});

describe('may: admin powers', () => {
  it('an active admin may do each on someone else, without reading the database', async () => {
    for (const action of ADMIN_ACTIONS) {
      expect(await answer(admin(), action, 'u_1'), action).toBe('allowed');
    }
  });

  it('a user, an inactive user, a deactivated admin and a deleted admin are refused 401 user_unauthorized', async () => {
    const refused = [
      user(),
      user({ isActive: false }),
      admin({ isActive: false }),
      admin({ deletedAt: new Date() }),
      user({ isGuest: true }),
    ];
    for (const actor of refused) {
      for (const action of ADMIN_ACTIONS) {
        expect(await answer(actor, action, 'u_1'), `${JSON.stringify(actor)} ${action}`).toBe(
          '401 user_unauthorized',
        );
      }
    }
  });

  it('a guest made admin still moves no money', async () => {
    for (const action of ADMIN_ACTIONS) {
      expect(await answer(admin({ isGuest: true }), action, 'u_1'), action).toBe('403 user_guest');
    }
  });

  it('an admin may not deactivate or delete themselves (400 user_self_action, the existing messages)', async () => {
    for (const [action, message] of [
      ['user.deactivate', messages.errors.cannotDeactivateSelf],
      ['user.delete', messages.errors.cannotDeleteSelf],
    ] as const) {
      const verdict = await may(admin(), action, { ownerId: 'a_1', db: NO_DB });
      expect(verdict.allowed).toBe(false);
      if (!verdict.allowed) {
        expect(verdict.error).toMatchObject({ statusCode: 400, type: 'user_self_action', message });
      }
    }
  });

  it('reopening a closed account (user.reopen) is an active admin’s power, on anyone, without reading the database', async () => {
    expect(await answer(admin(), 'user.reopen', 'u_1')).toBe('allowed');
    expect(await answer(user(), 'user.reopen', 'u_2')).toBe('401 user_unauthorized');
    expect(await answer(admin({ isActive: false }), 'user.reopen', 'u_1')).toBe(
      '401 user_unauthorized',
    );
    expect(await answer(admin({ deletedAt: new Date() }), 'user.reopen', 'u_1')).toBe(
      '401 user_unauthorized',
    );
  });

  it('activating or promoting themselves needs no count and is allowed', async () => {
    expect(await answer(admin(), 'user.activate', 'a_1')).toBe('allowed');
    expect(await answer(admin(), 'user.make_admin', 'a_1')).toBe('allowed');
  });

  it('without a target only the actor is asked (operations refuse before reading anything)', async () => {
    for (const action of ADMIN_ACTIONS) expect(await answer(admin(), action)).toBe('allowed');
    expect(await answer(user(), 'transaction.approve')).toBe('401 user_unauthorized');
  });
});

describe('may: an admin deciding on their own money', () => {
  let ctx: TestContext;
  let firstAdminId: string;
  let self: Actor;
  beforeAll(async () => {
    ctx = await createTestContext();
    firstAdminId = (await (await adminClient(ctx)).get('/v1/account')).body.$id;
    // The actor is an admin of their own; the test admin is the other one, changed per test.
    const registered = await registerActiveUser(ctx, { name: 'Self Sam' });
    await ctx.database.db
      .update(users)
      .set({ isAdmin: true })
      .where(eq(users.id, registered.user.$id));
    self = admin({ userId: registered.user.$id });
  });

  const setOther = (values: Partial<typeof users.$inferInsert>) =>
    ctx.database.db.update(users).set(values).where(eq(users.id, firstAdminId));

  it('is refused (403 user_self_decision, a clear message) while another active admin exists', async () => {
    await setOther({ isAdmin: true, isActive: true, deletedAt: null });
    for (const action of DECISIONS) {
      const verdict = await may(self, action, { ownerId: self.userId, db: ctx.database.db });
      expect(verdict.allowed, action).toBe(false);
      if (!verdict.allowed) {
        expect(verdict.error).toMatchObject({
          statusCode: 403,
          type: 'user_self_decision',
          message: messages.errors.selfDecision,
        });
      }
    }
  });

  it('is allowed and flagged when the other admin is deactivated, deleted, or not an admin', async () => {
    for (const other of [
      { isAdmin: true, isActive: false, deletedAt: null },
      { isAdmin: true, isActive: true, deletedAt: new Date() },
      { isAdmin: false, isActive: true, deletedAt: null },
    ]) {
      await setOther(other);
      for (const action of DECISIONS) {
        expect(await answer(self, action, self.userId, ctx.database.db), action).toBe(
          'allowed, self',
        );
      }
    }
    await setOther({ isAdmin: true, isActive: true, deletedAt: null });
  });

  it('on someone else’s money nothing is counted and nothing is flagged', async () => {
    for (const action of DECISIONS) {
      expect(await answer(self, action, firstAdminId), action).toBe('allowed');
    }
  });
});

describe('may: properties', () => {
  const anyActor = fc.record({
    userId: fc.constantFrom('u_1', 'u_2', 'a_1'),
    isAdmin: fc.boolean(),
    isActive: fc.boolean(),
    isGuest: fc.boolean(),
    deletedAt: fc.option(fc.date({ noInvalidDate: true }), { nil: null }),
  });
  const moneyAction = fc.constantFrom<Action>(...OWN_MONEY_ACTIONS, ...ADMIN_ACTIONS);
  const owner = fc.option(fc.constantFrom('u_1', 'u_2', 'a_1'), { nil: undefined });

  it('a guest is refused every money action, whoever the target', async () => {
    await fc.assert(
      fc.asyncProperty(anyActor, moneyAction, owner, async (actor, action, ownerId) => {
        const verdict = await may({ ...actor, isGuest: true }, action, { ownerId, db: NO_DB });
        expect(verdict.allowed).toBe(false);
      }),
    );
  });

  it('an inactive actor is refused every money action but the cancel of their own withdrawal', async () => {
    await fc.assert(
      fc.asyncProperty(anyActor, moneyAction, owner, async (actor, action, ownerId) => {
        fc.pre(action !== 'withdrawal.cancel');
        const verdict = await may({ ...actor, isActive: false }, action, { ownerId, db: NO_DB });
        expect(verdict.allowed).toBe(false);
      }),
    );
  });

  it('every refusal is one of the policy’s errors, with the table’s status', async () => {
    await fc.assert(
      fc.asyncProperty(anyActor, moneyAction, owner, async (actor, action, ownerId) => {
        // Own decisions need the count: kept out here (the database cases are above).
        fc.pre(!(ownerId === actor.userId && DECISIONS.includes(action)));
        const verdict = await may(actor, action, { ownerId, db: NO_DB });
        if (verdict.allowed) return;
        expect(['user_guest', 'user_inactive', 'user_unauthorized', 'user_self_action']).toContain(
          verdict.error.type,
        );
        expect(verdict.error.statusCode).toBe(errorStatus(verdict.error.type));
      }),
    );
  });
});

describe('may: a lead trader’s strategy', () => {
  it('an active user with the role may open and close positions and edit the profile', async () => {
    for (const action of TRADER_ACTIONS) {
      expect(await may(user(), action, { leadTrader: true }), action).toEqual({
        allowed: true,
        selfDecision: false,
      });
    }
  });

  it('without the role the answer is 403 trader_role_required; inactive or guest come first', async () => {
    for (const action of TRADER_ACTIONS) {
      expect(await answer(user(), action), action).toBe('403 trader_role_required');
      const inactive = await may(user({ isActive: false }), action, { leadTrader: true });
      expect(inactive.allowed ? 'allowed' : inactive.error.type).toBe('user_inactive');
      const guest = await may(user({ isGuest: true }), action, { leadTrader: true });
      expect(guest.allowed ? 'allowed' : guest.error.type).toBe('user_guest');
    }
  });
});
