import type { Account } from 'appwrite';
import { sdkCall } from './load-sdk';

/**
 * Runs one call of the official SDK's `Account` service (sign-in, sessions, password, e-mail,
 * logs, prefs, status), loading the SDK on first use. Failures are thrown as `ApiError`.
 */
export function accountCall<T>(call: (account: Account) => Promise<T>): Promise<T> {
  return sdkCall((sdk) => call(sdk.account));
}
