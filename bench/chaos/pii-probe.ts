import { call } from '../api-call.ts';
import type { Member } from '../accounts.ts';
import type { World } from './world.ts';

/**
 * The log redaction (`log-redaction.test.ts`) from outside: requests that carry an e-mail address,
 * a phone number or a wallet address where a careless server would log them (query strings, paths,
 * refused bodies, database refusals, failed sign-ins). The log watch counts the log lines that
 * repeat any of them.
 */
const EMAIL = 'leak-probe@chaos.test';
const PHONE = '+1 415 555 2671';
const WALLET = 'bc1-leak-0xC0FFEE';

export async function probePersonalData(world: World, member: Member): Promise<number> {
  const admin = world.admin.cookie;
  const filter = encodeURIComponent(
    JSON.stringify({ method: 'equal', attribute: 'email', values: [EMAIL] }),
  );
  const probes: [string, Parameters<typeof call>[2]][] = [
    [`/v1/users?search=${encodeURIComponent(EMAIL)}`, { cookie: admin }],
    [`/v1/users?search=${encodeURIComponent(PHONE)}&queries[0]=${filter}`, { cookie: admin }],
    [`/v1/users?queries[0]=${filter}&queries[1]=not-json-${EMAIL}`, { cookie: admin }],
    [`/v1/users/${encodeURIComponent(EMAIL)}`, { cookie: admin }],
    [
      `/v1/databases/copyvest/collections/users/documents?queries[0]=${filter}`,
      { cookie: member.cookie },
    ],
    [`/v1/transactions?search=${encodeURIComponent(WALLET)}`, { cookie: member.cookie }],
    [
      '/v1/account',
      {
        raw: `{"email":"${EMAIL}","phone":"${PHONE}",`,
        headers: { 'content-type': 'application/json' },
      },
    ],
    [
      '/v1/account',
      {
        body: {
          userId: 'unique()',
          email: world.users[0]!.email,
          password: 'chaos-password-1',
          name: 'Taken',
          phone: PHONE,
        },
      },
    ],
    [
      '/v1/account',
      {
        body: {
          userId: 'unique()',
          email: EMAIL,
          password: 'x',
          name: 'Short',
          phone: `${PHONE}${PHONE}`,
        },
      },
    ],
    ['/v1/account/sessions/email', { body: { email: member.email, password: 'wrong-password-1' } }],
    ['/v1/account/sessions/email', { body: { email: EMAIL, password: 'wrong-password-1' } }],
    [
      '/v1/withdrawals',
      {
        body: { paymentMethodId: world.methodId, amount: 1e15, walletAddress: WALLET },
        cookie: member.cookie,
      },
    ],
    [
      '/v1/withdrawals',
      {
        body: {
          paymentMethodId: 'nope',
          amount: 100,
          walletAddress: `${WALLET}${'x'.repeat(500)}`,
        },
        cookie: member.cookie,
      },
    ],
    [
      '/v1/deposits',
      {
        body: { paymentMethodId: world.methodId, amount: 100, txHash: `${EMAIL} ${WALLET}` },
        cookie: member.cookie,
      },
    ],
    [
      '/v1/account/email',
      {
        method: 'PATCH',
        body: { email: world.admin.email, password: member.password },
        cookie: member.cookie,
      },
    ],
    [
      '/v1/account/phone',
      {
        method: 'PATCH',
        body: { phone: PHONE, password: 'wrong-password-1' },
        cookie: member.cookie,
      },
    ],
    ['/v1/account/recovery', { body: { email: EMAIL, url: `http://evil.example/?e=${EMAIL}` } }],
    [`/v1/no-such-route/${EMAIL}?phone=${encodeURIComponent(PHONE)}`, {}],
  ];
  for (const [path, options] of probes)
    await call(world.base, path, { from: '127.0.0.11', ...options });
  return probes.length;
}
