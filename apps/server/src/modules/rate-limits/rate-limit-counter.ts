import { createHash } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';

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

const PRUNE_EVERY_HITS = 1000;
let hitsSincePrune = 0;

/**
 * Counts one hit in a fixed window that starts at the first hit, atomically in the database so
 * every server process shares the count (one INSERT … ON CONFLICT DO UPDATE; PostgreSQL locks
 * the row, PGlite runs one statement at a time).
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
