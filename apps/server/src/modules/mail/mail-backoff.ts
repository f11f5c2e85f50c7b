const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 10 * 60_000;

/** Delay before the next attempt after `attempts` failed ones: 1 s, 2 s, 4 s … at most 10 min. */
export function mailBackoffMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}
