import { lte, sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema.ts';
import {
  type RateLimitState,
  type RateLimitCounter,
  rateLimitKeyHash,
} from './rate-limit-counter.ts';

const PRUNE_EVERY_HITS = 1000;

let hitsSincePrune = 0;

/**
 * Counts one hit in a fixed window that starts at the first hit, atomically in the database so
 * every server process shares the count (one INSERT … ON CONFLICT DO UPDATE, which locks the
 * row).
 */
export async function hitRateLimit(
  options: RateLimitCounter & { windowMs: number },
): Promise<RateLimitState> {
  const { db, bucket, nowMs } = options;
  const resetAtMs = nowMs + options.windowMs;
  const expired = sql`${rateLimits.resetAtMs} <= ${nowMs}::bigint`;
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, keyHash: rateLimitKeyHash(options.key), hits: 1, resetAtMs })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.keyHash],
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        resetAtMs: sql`CASE WHEN ${expired} THEN ${resetAtMs}::bigint ELSE ${rateLimits.resetAtMs} END`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAtMs: rateLimits.resetAtMs });
  hitsSincePrune += 1;
  if (hitsSincePrune >= PRUNE_EVERY_HITS) {
    hitsSincePrune = 0;
    await db.delete(rateLimits).where(lte(rateLimits.resetAtMs, nowMs));
  }
  return row!;
}
