import { and, eq } from 'drizzle-orm';
import { rateLimits } from '../../db/schema.ts';
import { type RateLimitCounter, rateLimitKeyHash } from './rate-limit-counter.ts';

/** Forgets a key's count (e.g. failed logins after a successful one). */
export async function clearRateLimit(options: Omit<RateLimitCounter, 'nowMs'>): Promise<void> {
  await options.db
    .delete(rateLimits)
    .where(
      and(
        eq(rateLimits.bucket, options.bucket),
        eq(rateLimits.keyHash, rateLimitKeyHash(options.key)),
      ),
    );
}
