import {
  listSearchParams,
  MAX_PAGE_SIZE,
  Query,
  type TAccount,
  type TPaymentMethod,
  type TTransaction,
  type TTransactionKind,
} from '@copyvest/shared';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { newAccount, signUp } from './accounts';

/**
 * The admin's side of a test, through the API: `request` (Playwright's request context, which
 * keeps its own cookies) signs in as the e2e admin.
 */
export async function logInAdmin(request: APIRequestContext): Promise<void> {
  const response = await request.post('/v1/account/sessions/email', { data: E2E_ADMIN });
  expect(response.status(), await response.text()).toBe(201);
}

/** The id of the user signed in in `page` (its browser context's session). */
export async function signedInUserId(page: Page): Promise<string> {
  return accountIdOf(page.request);
}

/**
 * A new user, signed up through the API in `page`'s browser context (no page is opened) and
 * activated by the admin that `request` is signed in as.
 */
export async function signUpActiveUser(
  page: Page,
  request: APIRequestContext,
  account = newAccount(),
): Promise<{ account: typeof account; userId: string }> {
  await signUp(page.request, account);
  const userId = await signedInUserId(page);
  await activateUser(request, userId);
  return { account, userId };
}

/** The id of the account `request` is signed in with (the user's id too). */
export async function accountIdOf(request: APIRequestContext): Promise<string> {
  const response = await request.get('/v1/account');
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as TAccount).$id;
}

export async function activateUser(request: APIRequestContext, userId: string): Promise<void> {
  const response = await request.post(`/v1/users/${userId}/activate`);
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Real Bitcoin addresses (BIP 173/350, the Bitcoin wiki): addresses are checked for their
 * method's network (decision 042).
 */
export const BITCOIN_ADDRESSES = [
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
  '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
] as const;

/** A Bitcoin payment method with a unique code and name, so tests never collide. */
export async function createPaymentMethod(request: APIRequestContext): Promise<TPaymentMethod> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const response = await request.post('/v1/payment-methods', {
    data: {
      code: `btc${suffix}`,
      name: `Bitcoin ${suffix}`,
      address: BITCOIN_ADDRESSES[0],
      network: 'bitcoin',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TPaymentMethod;
}

/** The user's transactions as the admin sees them. */
export async function transactionsOf(
  request: APIRequestContext,
  userId: string,
): Promise<TTransaction[]> {
  const queries = [Query.equal('userId', userId), Query.limit(MAX_PAGE_SIZE)];
  const response = await request.get(`/v1/admin/transactions${listSearchParams({ queries })}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { transactions: TTransaction[] }).transactions;
}

/** Approves the user's one pending transaction of `kind`. */
export async function approvePending(
  request: APIRequestContext,
  userId: string,
  kind: TTransactionKind,
): Promise<TTransaction> {
  const pending = (await transactionsOf(request, userId)).filter(
    (transaction) => transaction.kind === kind && transaction.status === 'pending',
  );
  expect(pending).toHaveLength(1);
  const response = await request.post(`/v1/admin/transactions/${pending[0]!.$id}/approve`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as TTransaction;
}

/** Moves the server's test clock forward; the trade accrual runs at once. */
export async function advanceDays(request: APIRequestContext, days: number): Promise<void> {
  const response = await request.post('/v1/test/clock', { data: { advanceDays: days } });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Reconciles the books now (`POST /v1/test/reconcile`, test servers only) and returns the
 * anomalies found, in words a failing assertion can print; asks again while the timer's own run
 * holds the lock.
 */
export async function reconcileNow(request: APIRequestContext): Promise<string[]> {
  let anomalies: unknown[] | undefined;
  await expect
    .poll(async () => {
      const response = await request.post('/v1/test/reconcile');
      expect(response.ok(), await response.text()).toBe(true);
      const run = (await response.json()) as { ok: boolean | null; anomalies: unknown[] };
      anomalies = run.anomalies;
      return run.ok !== null;
    })
    .toBe(true);
  return (anomalies ?? []).map((anomaly) => JSON.stringify(anomaly));
}

/**
 * A user signed up through `api` (its own cookies) and activated by the admin; with `cents`, also
 * holding an approved deposit of that much through a new payment method (both returned).
 */
export async function fundedUser(
  adminApi: APIRequestContext,
  api: APIRequestContext,
  name: string,
  cents: number,
) {
  const account = await signUp(api, newAccount({ name }));
  const id = await accountIdOf(api);
  await activateUser(adminApi, id);
  if (cents === 0) return { ...account, id, method: undefined, deposit: undefined };
  const method = await createPaymentMethod(adminApi);
  const answer = await api.post('/v1/deposits', {
    data: { paymentMethodId: method.$id, amount: cents },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const deposit = (await answer.json()) as TTransaction;
  await approvePending(adminApi, id, 'deposit');
  return { ...account, id, method, deposit };
}
