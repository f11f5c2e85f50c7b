import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';

export interface RateLimitState {
  /** Hits in the current window (0 when there is none). */
  hits: number;
  /** When the current window ends (epoch ms); 0 when there is none. */
  resetAtMs: number;
}

export interface RateLimitCounter {
  db: DbOrTx;
  /** Which limit, e.g. `login-failures:ip+account`. */
  bucket: string;
  /** Whom it counts: an IP, an e-mail, or both. Stored only as a hash. */
  key: string;
  nowMs: number;
}

/** Keys are stored hashed, so the table holds no e-mail address or IP. */
export function rateLimitKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}
