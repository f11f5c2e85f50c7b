/** The slow-down doubles from this with each failure past the threshold … */
const SLOWDOWN_BASE_MS = 250;

/** … up to this: the owner is slowed by a stranger, never locked out. */
export const LOGIN_SLOWDOWN_MAX_MS = 5_000;

/** How long an attempt waits, given the account's failures from every IP in the window. */
export function loginSlowdownMs(accountFailures: number, threshold: number): number {
  if (accountFailures < threshold) return 0;
  return Math.min(LOGIN_SLOWDOWN_MAX_MS, SLOWDOWN_BASE_MS * 2 ** (accountFailures - threshold));
}
