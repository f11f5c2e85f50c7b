import type { Account } from 'appwrite';
import { networkError } from '@/lib/api-client';
import type * as AccountServiceModule from './account-service';

type AccountService = typeof AccountServiceModule;

let loading: Promise<AccountService> | undefined;

/** Loads the SDK's Account service once (a separate chunk); a failed load is tried again next time. */
export function loadAccountService(): Promise<AccountService> {
  loading ??= import('./account-service').catch((error: unknown) => {
    loading = undefined;
    throw error instanceof TypeError ? networkError() : error;
  });
  return loading;
}

/**
 * Runs one call of the official SDK's `Account` service (sign-in, sessions, password, e-mail,
 * logs, prefs, status), loading the SDK on first use. Failures are thrown as `ApiError`.
 */
export async function accountCall<T>(call: (account: Account) => Promise<T>): Promise<T> {
  const service = await loadAccountService();
  try {
    return await call(service.account);
  } catch (error) {
    throw service.toApiError(error);
  }
}
