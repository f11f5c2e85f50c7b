import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';

export interface ChainLink {
  /** 1 = the direct referrer, 2 = their referrer, … */
  level: number;
  id: string;
  name: string;
  email: string;
  /** Active, not deleted, not a guest: may earn (decision 055). */
  eligible: boolean;
}

/**
 * The user's referrers up to `depth` levels, following `users.referrer_id` (the referrer's
 * `referral_id`) upwards in one recursive statement; it stops at the top of the chain, and never
 * visits a user twice.
 */
export async function referrerChain(
  db: DbOrTx,
  userId: string,
  depth: number,
): Promise<ChainLink[]> {
  if (depth <= 0) return [];
  return rowsOf<ChainLink>(
    await db.execute(sql`
      WITH RECURSIVE chain(level, id, referrer_id, path) AS (
        SELECT 0, u.id, u.referrer_id, ARRAY[u.id] FROM users u WHERE u.id = ${userId}
        UNION ALL
        SELECT c.level + 1, r.id, r.referrer_id, c.path || r.id
        FROM chain c JOIN users r ON r.referral_id = c.referrer_id
        WHERE c.level < ${depth} AND NOT r.id = ANY(c.path))
      SELECT c.level, u.id, u.name, u.email,
        (u.is_active AND u.deleted_at IS NULL AND NOT u.is_guest) AS eligible
      FROM chain c JOIN users u ON u.id = c.id
      WHERE c.level > 0 ORDER BY c.level`),
  );
}
