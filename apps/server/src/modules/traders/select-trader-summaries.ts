import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { AVATAR_BUCKET, EMPTY_TRADER_STATS, type TTraderSort } from '@copyvest/shared';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { copies, files, leadTraders } from '../../db/schema.ts';
import { avatarPreviewUrl } from '../files/index.ts';
import { toTraderSummary } from './to-trader-summary.ts';

const stat = (key: string) => sql`(${leadTraders.stats} ->> ${sql.raw(`'${key}'`)})::float8`;
/** A ROI as the answer shows it: 0 before the first close (the stored stats are `{}` then). */
const roi = (key: string) =>
  sql`(CASE WHEN ${leadTraders.stats} ? ${sql.raw(`'${key}'`)} THEN ${stat(key)} ELSE 0 END)`;

/**
 * Best first; a figure the book does not have (no win or loss yet, a wiped-out index) last.
 * Drawdown: smallest first.
 */
const ORDER: Record<TTraderSort, (followers: SQL) => SQL[]> = {
  roi30d: () => [sql`${roi('roi30d')} DESC NULLS LAST`],
  roi90d: () => [sql`${roi('roi90d')} DESC NULLS LAST`],
  roiAll: () => [sql`${roi('roiAll')} DESC NULLS LAST`],
  winRate: () => [sql`${stat('winRate')} DESC NULLS LAST`],
  followers: (followers) => [desc(followers)],
  drawdown: () => [sql`coalesce(${stat('maxDrawdown')}, 0) ASC`],
};

export interface SelectTraderSummariesOptions {
  db: DbOrTx;
  /** One trader, or all of them. */
  traderId?: string;
  /** Only traders holding the role (the public ranking). */
  activeOnly: boolean;
  sort?: TTraderSort;
}

/**
 * Traders with their running copies in ONE statement: `lead_traders` (stats and sparkline are
 * stored at every close) joined to the running copies grouped per trader
 * (`copies_trader_running_idx`), and the avatar's file (gone if the trader deleted or replaced
 * it: no URL then, never a broken image). Ties keep a stable order (name, id).
 */
export async function selectTraderSummaries({
  db,
  traderId,
  activeOnly,
  sort = 'roi30d',
}: SelectTraderSummariesOptions) {
  const running = db
    .select({
      traderId: copies.traderId,
      followers: sql<number>`count(*)::int`.as('followers'),
      moneyCopying: sql<number>`coalesce(sum(${copies.equity}), 0)::float8`.as('money_copying'),
    })
    .from(copies)
    .where(ne(copies.status, 'closed'))
    .groupBy(copies.traderId)
    .as('running');
  const followers = sql<number>`coalesce(${running.followers}, 0)`;
  const conditions: SQL[] = [];
  if (activeOnly) conditions.push(eq(leadTraders.active, true));
  if (traderId !== undefined) conditions.push(eq(leadTraders.userId, traderId));
  const rows = await db
    .select({
      trader: leadTraders,
      followers: sql<number>`${followers}::int`,
      moneyCopying: sql<number>`coalesce(${running.moneyCopying}, 0)::float8`,
      avatarFound: sql<boolean>`${files.id} IS NOT NULL`,
    })
    .from(leadTraders)
    .leftJoin(running, eq(running.traderId, leadTraders.userId))
    .leftJoin(
      files,
      and(
        eq(files.bucketId, AVATAR_BUCKET),
        eq(files.id, leadTraders.avatarFileId),
        eq(files.status, 'ready'),
      ),
    )
    .where(conditions.length ? sql.join(conditions, sql` AND `) : undefined)
    .orderBy(...ORDER[sort](followers), asc(leadTraders.displayName), asc(leadTraders.userId));
  return rows.map(toTraderSummary);
}

const [AVATAR_BEFORE, AVATAR_AFTER] = avatarPreviewUrl('\u0000').split('\u0000') as [
  string,
  string,
];

/**
 * The public ranking as the JSON text of `TTraderSummary[]`, built by PostgreSQL in the same one
 * statement (same rows, same order, same figures as {@link selectTraderSummaries}; a test holds
 * them equal). With 1,000 traders the answer is about 850 KiB: mapping, validating and
 * serializing it in Node cost several times the query (`bench/traders-ranking.ts`), so the
 * route sends this text as it is.
 */
export async function selectRankingJson({ db, sort }: { db: DbOrTx; sort: TTraderSort }) {
  const followers = sql`coalesce(running.followers, 0)`;
  const [row] = rowsOf<{ body: string }>(
    await db.execute(sql`
      SELECT coalesce(json_agg(json_build_object(
          'id', ${leadTraders.userId},
          'displayName', ${leadTraders.displayName},
          'avatarUrl', CASE WHEN ${files.id} IS NOT NULL
            THEN ${AVATAR_BEFORE}::text || ${files.id} || ${AVATAR_AFTER}::text END,
          'riskLevel', ${leadTraders.riskLevel},
          'minAllocation', ${leadTraders.minAllocation},
          'maxAllocation', ${leadTraders.maxAllocation},
          'profitShareBps', ${leadTraders.profitShareBps},
          'index', ${leadTraders.indexValue},
          'stats', ${JSON.stringify(EMPTY_TRADER_STATS)}::jsonb || ${leadTraders.stats},
          'sparkline', CASE WHEN jsonb_typeof(${leadTraders.sparkline}) = 'array'
            THEN ${leadTraders.sparkline} ELSE '[]'::jsonb END,
          'followers', ${followers},
          'moneyCopying', coalesce(running.money_copying, 0),
          'active', ${leadTraders.active})
        ORDER BY ${sql.join(ORDER[sort](followers), sql`, `)}, ${leadTraders.displayName},
          ${leadTraders.userId}), '[]')::text AS body
      FROM ${leadTraders}
      LEFT JOIN (
        SELECT trader_id, count(*)::int AS followers, sum(equity)::float8 AS money_copying
        FROM copies WHERE status <> 'closed' GROUP BY trader_id) running
        ON running.trader_id = ${leadTraders.userId}
      LEFT JOIN ${files} ON ${files.bucketId} = ${AVATAR_BUCKET} AND ${files.id} = ${leadTraders.avatarFileId}
        AND ${files.status} = 'ready'
      WHERE ${leadTraders.active}`),
  );
  return row!.body;
}
