import { sql } from 'drizzle-orm';
import { MAX_COMMISSION_LEVELS, type TReferralTree, type TSettings } from '@copyvest/shared';
import type { Config } from '../../config.ts';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { readReferralSettings } from './read-referral-settings.ts';

export interface GetReferralTreeOptions {
  db: DbOrTx;
  config: Pick<Config, 'REFERRAL_BONUS_CENTS'>;
  settings: { get(): Promise<TSettings> };
  userId: string;
}

/**
 * The viewer's referral network, levels 1–5 (decision 055): how many people at each level (not
 * deleted), the sum of their approved deposits, and the commissions that level paid the viewer.
 */
export async function getReferralTree({
  db,
  config,
  settings: source,
  userId,
}: GetReferralTreeOptions): Promise<TReferralTree> {
  const rows = rowsOf<{ level: number; count: number; deposits: number; commissions: number }>(
    await db.execute(sql`
      WITH RECURSIVE tree(level, id, referral_id, path) AS (
        SELECT 0, u.id, u.referral_id, ARRAY[u.id] FROM users u WHERE u.id = ${userId}
        UNION ALL
        SELECT t.level + 1, d.id, d.referral_id, t.path || d.id
        FROM tree t JOIN users d ON d.referrer_id = t.referral_id AND d.deleted_at IS NULL
        WHERE t.level < ${MAX_COMMISSION_LEVELS} AND NOT d.id = ANY(t.path)),
      levels AS (SELECT generate_series(1, ${MAX_COMMISSION_LEVELS}) AS level)
      SELECT l.level,
        (SELECT count(*) FROM tree t WHERE t.level = l.level)::int AS count,
        (SELECT COALESCE(sum(x.amount), 0) FROM transactions x JOIN tree t ON t.id = x.user_id
          WHERE t.level = l.level AND x.kind = 'deposit' AND x.status = 'success')::float8
          AS deposits,
        (SELECT COALESCE(sum(c.amount), 0) FROM referral_commissions c
          WHERE c.referrer_id = ${userId} AND c.level = l.level)::float8 AS commissions
      FROM levels l ORDER BY l.level`),
  );
  const settings = await readReferralSettings(source, config);
  return {
    levels: rows,
    enabled: settings.commissions.enabled,
    levelsBps: settings.commissions.levels,
  };
}
