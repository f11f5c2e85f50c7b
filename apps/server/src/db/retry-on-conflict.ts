import { pgErrorCode } from '../lib/errors.ts';

/** PostgreSQL's answers that mean "run it again": a deadlock victim, a serialization failure. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 4;

export interface RetryOnConflictOptions<T> {
  run: () => Promise<T>;
  /** Waits between attempts (tests pass one that records instead). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Runs a whole transaction again when PostgreSQL chose it as a deadlock's victim (or a
 * serialization failure): it was rolled back, nothing of it stays, so the retry is the same
 * request on a fresh snapshot. Up to four attempts with a short random wait; then the error goes
 * up (a 500, logged). Only for transactions whose work is all in the database (decision 034).
 */
export async function retryOnConflict<T>(options: RetryOnConflictOptions<T>): Promise<T> {
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 1; ; attempt++) {
    try {
      return await options.run();
    } catch (error) {
      const code = pgErrorCode(error);
      if (attempt >= ATTEMPTS || !code || !RETRYABLE.has(code)) throw error;
      await sleep(Math.floor(Math.random() * 10 * attempt) + 1);
    }
  }
}
