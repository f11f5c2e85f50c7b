import { BENCH_ADMIN } from '../server-process.ts';
import { type Answer, call, sessionCookieOf } from './client.ts';

export interface Member {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

export interface World {
  base: string;
  admin: Member;
  methodId: string;
  planId: string;
  users: Member[];
}

function expectStatus(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return answer;
}

export async function signIn(base: string, email: string, password: string, from?: string) {
  const answer = await call(base, '/v1/account/sessions/email', {
    body: { email, password },
    from,
  });
  expectStatus(answer, 201, `sign in ${email}`);
  return sessionCookieOf(answer)!;
}

let signIns = 0;
/** Signs the admin in again (a fuzzed request may have signed it out), from a fresh address. */
export async function refreshAdmin(world: World): Promise<void> {
  signIns += 1;
  world.admin.cookie = await signIn(
    world.base,
    world.admin.email,
    world.admin.password,
    `127.0.1.${signIns % 250}`,
  );
}

let counter = 0;
/**
 * Signs up, is activated by the admin and signs in, from an address of its own: the fuzz may have
 * spent 127.0.0.1's sign-up budget (decision 022) with taken e-mails.
 */
export async function newMember(base: string, admin: Member, label: string): Promise<Member> {
  counter += 1;
  const from = `127.0.2.${(counter % 250) + 1}`;
  const email = `${label}-${process.pid}-${Date.now()}-${counter}@chaos.test`;
  const password = 'chaos-password-1';
  const created = await call(base, '/v1/account', {
    body: {
      userId: 'unique()',
      email,
      password,
      name: `Chaos ${label} ${counter}`,
      phone: '+1 415 555 2671',
      country: 'Canada',
    },
    from,
  });
  expectStatus(created, 201, `sign up ${email}`);
  const id = created.body.$id as string;
  expectStatus(
    await call(base, `/v1/users/${id}/activate`, { method: 'POST', cookie: admin.cookie }),
    200,
    'activate',
  );
  return { id, email, password, cookie: await signIn(base, email, password, from) };
}

/** Deposits `amount` cents for the member and has the admin approve it. */
export async function fund(
  world: Pick<World, 'base' | 'admin' | 'methodId'>,
  member: Member,
  amount: number,
) {
  const deposit = expectStatus(
    await call(world.base, '/v1/deposits', {
      body: { paymentMethodId: world.methodId, amount },
      cookie: member.cookie,
    }),
    201,
    'deposit',
  );
  expectStatus(
    await call(world.base, `/v1/admin/transactions/${deposit.body.$id}/approve`, {
      method: 'POST',
      cookie: world.admin.cookie,
    }),
    200,
    'approve',
  );
}

/** The admin, a payment method, a plan and `userCount` active users with `balance` cents each. */
export async function buildWorld(base: string, userCount: number, balance: number): Promise<World> {
  const adminCookie = await signIn(base, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const me = await call(base, '/v1/account', { cookie: adminCookie });
  const admin = { id: me.body.$id, ...BENCH_ADMIN, cookie: adminCookie };
  const method = expectStatus(
    await call(base, '/v1/payment-methods', {
      body: { code: `c${Date.now() % 100000}`, name: 'Bitcoin', address: 'bc1qchaos0000000000' },
      cookie: admin.cookie,
    }),
    201,
    'payment method',
  );
  const plan = expectStatus(
    await call(base, '/v1/plans', {
      body: { title: 'Chaos Plan', min: 100, max: 100_000_00, roi: 1, days: 30 },
      cookie: admin.cookie,
    }),
    201,
    'plan',
  );
  const world: World = { base, admin, methodId: method.body.$id, planId: plan.body.$id, users: [] };
  for (let i = 0; i < userCount; i++) {
    const member = await newMember(base, admin, 'user');
    if (balance > 0) await fund(world, member, balance);
    world.users.push(member);
  }
  return world;
}
