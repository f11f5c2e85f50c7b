import { call } from '../api-call.ts';
import {
  createPaymentMethod,
  expectStatus,
  fund,
  type Member,
  signIn,
  signInAdmin,
  signUp,
} from '../accounts.ts';

export interface World {
  base: string;
  admin: Member;
  methodId: string;
  planId: string;
  users: Member[];
}

let signIns = 0;
/** Signs the admin in again (a fuzzed request may have signed it out), from a fresh address. */
export async function refreshAdmin(world: World): Promise<void> {
  signIns += 1;
  world.admin.cookie = await signIn({
    base: world.base,
    email: world.admin.email,
    password: world.admin.password,
    from: `127.0.1.${signIns % 250}`,
  });
}

let counter = 0;
/**
 * Signs up, is activated by the admin and signs in, from an address of its own: the fuzz may have
 * spent 127.0.0.1's sign-up budget (decision 022) with taken e-mails.
 */
export async function newMember(world: Pick<World, 'base' | 'admin'>, label: string) {
  counter += 1;
  return signUp({
    base: world.base,
    label,
    activateWith: world.admin,
    from: `127.0.2.${(counter % 250) + 1}`,
  });
}

/** Deposits `amount` cents for the member and has the admin approve it. */
export async function fundMember(world: World, member: Member, amount: number): Promise<void> {
  await fund({ base: world.base, admin: world.admin, methodId: world.methodId, member, amount });
}

/** The admin, a payment method, a plan and `userCount` active users with `balance` cents each. */
export async function buildWorld(base: string, userCount: number, balance: number): Promise<World> {
  const admin = await signInAdmin({ base });
  const methodId = await createPaymentMethod({ base, admin });
  const plan = expectStatus(
    await call(base, '/v1/plans', {
      body: { title: 'Chaos Plan', min: 100, max: 100_000_00, roi: 1, days: 30 },
      cookie: admin.cookie,
    }),
    201,
    'plan',
  );
  const world: World = { base, admin, methodId, planId: plan.body.$id, users: [] };
  for (let i = 0; i < userCount; i++) {
    const member = await newMember(world, 'user');
    if (balance > 0) await fundMember(world, member, balance);
    world.users.push(member);
  }
  return world;
}
