import { type Answer, call, sessionCookieOf } from './api-call.ts';
import { BENCH_ADMIN } from './server-process.ts';

/**
 * The benches' accounts, through the API in Appwrite's wire format as the tests and the web app
 * do it: `POST /v1/account` with `{ userId, email, password, name }` answers the account (`$id`)
 * without a session; `POST /v1/account/sessions/email` signs in and sets the session cookie.
 */
export interface Member {
  id: string;
  email: string;
  password: string;
  /** `a_session_<project>=…`, ready for a `cookie` header. */
  cookie: string;
}

/** `answer`, if its status is `status`; else throws with what was asked and what came back. */
export function expectStatus(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return answer;
}

export interface SignInOptions {
  base: string;
  email: string;
  password: string;
  /** The source address (127.0.0.x), for per-IP limits. */
  from?: string;
}

/** Signs in; returns the session cookie. */
export async function signIn({ base, email, password, from }: SignInOptions): Promise<string> {
  const answer = await call(base, '/v1/account/sessions/email', {
    body: { email, password },
    from,
  });
  expectStatus(answer, 201, `sign in ${email}`);
  const cookie = sessionCookieOf(answer);
  if (!cookie) throw new Error(`sign in ${email}: no session cookie`);
  return cookie;
}

/** The server's first admin (BENCH_ADMIN, given to every bench server), signed in. */
export async function signInAdmin({
  base,
  from,
}: {
  base: string;
  from?: string;
}): Promise<Member> {
  const cookie = await signIn({ base, ...BENCH_ADMIN, from });
  const me = expectStatus(await call(base, '/v1/account', { cookie }), 200, 'admin account');
  return { id: me.body.$id as string, ...BENCH_ADMIN, cookie };
}

export interface SignUpOptions {
  base: string;
  /** Names the account (its e-mail and name). */
  label: string;
  /** When given, this admin activates the account (only active accounts move money). */
  activateWith?: Member;
  from?: string;
}

let counter = 0;
/** A new account, signed in (and activated when `activateWith` is given). */
export async function signUp({ base, label, activateWith, from }: SignUpOptions): Promise<Member> {
  counter += 1;
  const email = `${label}-${process.pid}-${Date.now()}-${counter}@bench.test`;
  const password = 'bench-password-1';
  const created = await call(base, '/v1/account', {
    body: {
      userId: 'unique()',
      email,
      password,
      name: `Bench ${label} ${counter}`,
      phone: '+1 415 555 2671',
      country: 'Canada',
    },
    from,
  });
  expectStatus(created, 201, `sign up ${email}`);
  const id = created.body.$id as string;
  if (activateWith) {
    expectStatus(
      await call(base, `/v1/users/${id}/activate`, { method: 'POST', cookie: activateWith.cookie }),
      200,
      `activate ${email}`,
    );
  }
  return { id, email, password, cookie: await signIn({ base, email, password, from }) };
}

/** A payment method with a unique code; returns its id. */
export async function createPaymentMethod({
  base,
  admin,
}: {
  base: string;
  admin: Member;
}): Promise<string> {
  const suffix = `${Date.now() % 100_000}${counter++}`;
  const answer = await call(base, '/v1/payment-methods', {
    body: {
      code: `b${suffix}`,
      name: `Bitcoin ${suffix}`,
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    },
    cookie: admin.cookie,
  });
  return expectStatus(answer, 201, 'payment method').body.$id as string;
}

export interface FundOptions {
  base: string;
  admin: Member;
  methodId: string;
  member: Member;
  /** Cents. */
  amount: number;
}

/** Deposits `amount` cents for the member and has the admin approve it. */
export async function fund({ base, admin, methodId, member, amount }: FundOptions): Promise<void> {
  const deposit = expectStatus(
    await call(base, '/v1/deposits', {
      body: { paymentMethodId: methodId, amount },
      cookie: member.cookie,
    }),
    201,
    'deposit',
  );
  expectStatus(
    await call(base, `/v1/admin/transactions/${deposit.body.$id}/approve`, {
      method: 'POST',
      cookie: admin.cookie,
    }),
    200,
    'approve',
  );
}
