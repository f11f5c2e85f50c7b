import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { AVATAR_BUCKET, type TTraderSort } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { selectRankingJson } from './select-trader-summaries.ts';

export type ListTradersOptions = { deps: AppDeps; input: { sort: TTraderSort } };

const gzip = promisify(zlib.gzip);

/** The ranking's JSON text, and its gzip (made once per version, on first demand). */
export interface RankingAnswer {
  json: string;
  gzipped(): Promise<Buffer>;
}

interface Kept {
  version: string;
  json: string;
  gzip?: Promise<Buffer>;
}

/** The last answer per sort, and the version of the rows it was built from; per database. */
const cache = new WeakMap<object, Map<TTraderSort, Kept>>();

const answerOf = (kept: Kept): RankingAnswer => ({
  json: kept.json,
  gzipped: () => (kept.gzip ??= gzip(kept.json, { level: 6 })),
});

/**
 * A stamp of everything the ranking shows, in one cheap statement: the count and the sum of the
 * row versions (`xmin`, the transaction that wrote each row's current version: any update gives
 * the row a new one) of the traders and of the running copies, and the avatars' files that still
 * exist. Relies on no timestamp being kept up to date by whoever writes; equal stamps, equal
 * rankings. (Hashing the rows' text instead cost 18 ms on the bench machine; this reads no
 * column.)
 */
export async function rankingVersion(db: DbOrTx): Promise<string> {
  const [row] = rowsOf<{ version: string }>(
    await db.execute(sql`
      SELECT concat_ws('|',
        (SELECT concat_ws(':', count(*), sum(xmin::text::bigint)) FROM lead_traders),
        (SELECT concat_ws(':', count(*), sum(xmin::text::bigint))
           FROM copies WHERE status <> 'closed'),
        (SELECT sum(hashtext(f.id)) FROM lead_traders t JOIN files f
           ON f.bucket_id = ${AVATAR_BUCKET} AND f.id = t.avatar_file_id AND f.status = 'ready')
      ) AS version`),
  );
  return row!.version;
}

/**
 * The public ranking `GET /v1/traders`: traders holding the role, in the chosen order, as the
 * JSON text of `TTraderSummary[]` (see `selectRankingJson`). The answer (about 900 KiB for 1,000
 * traders) changes only when a trader's row or a running copy does, while visitors ask for it all
 * the time: it is kept per sort and rebuilt when the rows' stamp changes. The stamp is read
 * before the rows, so a change in between only costs one more rebuild, never a stale answer.
 * Its gzip is kept too: compressing 900 KiB at every request cost more than the query.
 */
export async function listTraders({ deps, input }: ListTradersOptions): Promise<RankingAnswer> {
  const version = await rankingVersion(deps.db);
  let bySort = cache.get(deps.db);
  if (!bySort) cache.set(deps.db, (bySort = new Map()));
  const kept = bySort.get(input.sort);
  if (kept?.version === version) return answerOf(kept);
  const json = await selectRankingJson({ db: deps.db, sort: input.sort });
  const fresh: Kept = { version, json };
  bySort.set(input.sort, fresh);
  return answerOf(fresh);
}
