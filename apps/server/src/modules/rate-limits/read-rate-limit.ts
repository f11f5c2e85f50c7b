import { and, eq } from 'drizzle-orm';
import { rateLimits } from '../../db/schema.ts';
import {
  type RateLimitState,
  type RateLimitCounter,
  rateLimitKeyHash,
} from './rate-limit-counter.ts';

/** The current window's count, without counting a hit. */
export async function readRateLimit(options: RateLimitCounter): Promise<RateLimitState> {
  const [row] = await options.db
    .select({ hits: rateLimits.hits, resetAtMs: rateLimits.resetAtMs })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.bucket, options.bucket),
        eq(rateLimits.keyHash, rateLimitKeyHash(options.key)),
      ),
    )
    .limit(1);
  if (!row || row.resetAtMs <= options.nowMs) return { hits: 0, resetAtMs: 0 };
  return row;
}
