import { sql } from 'drizzle-orm';
import type { TLandingFigures } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { positionCloses } from '../../db/schema.ts';

/** The spec's three figures: the landing's default. */
export const SPEC_FIGURES: Omit<TLandingFigures, 'source'> = {
  winRate: 0.95,
  profitFactor: 1.85,
  avgDurationHours: 12,
};

export type GetLandingFiguresOptions = { deps: Pick<AppDeps, 'db' | 'settings'> };

/**
 * The statistics' close figures (win rate, profit factor, weighted average duration, as
 * `closeFigures` defines them) over every lead trader's closed parts together, all time, each
 * pnl on its trader's own index; in one aggregate rather than every close in memory.
 */
export async function computedFigures(db: DbOrTx): Promise<Omit<TLandingFigures, 'source'>> {
  const p = positionCloses;
  const [row] = await db
    .select({
      wins: sql<number>`count(*) FILTER (WHERE ${p.pnlIndex} > 0)::int`,
      losses: sql<number>`count(*) FILTER (WHERE ${p.pnlIndex} < 0)::int`,
      gains: sql<number>`coalesce(sum(${p.pnlIndex}) FILTER (WHERE ${p.pnlIndex} > 0), 0)::float8`,
      lossSum: sql<number>`coalesce(-sum(${p.pnlIndex}) FILTER (WHERE ${p.pnlIndex} < 0), 0)::float8`,
      weightedHours: sql<number | null>`(sum(${p.closedBps}::float8
        * extract(epoch FROM ${p.closedAt} - ${p.openedAt})) / nullif(sum(${p.closedBps}), 0)
        / 3600)::float8`,
    })
    .from(p);
  const { wins, losses, gains, lossSum, weightedHours } = row!;
  return {
    winRate: wins + losses > 0 ? wins / (wins + losses) : null,
    profitFactor: losses > 0 ? gains / lossSum : wins > 0 ? 'infinity' : null,
    avgDurationHours: weightedHours === null ? null : Number(weightedHours),
  };
}

/**
 * `GET /v1/landing-figures` (public): the landing's and About page's three figures, the spec's
 * (the `landing` settings' `figuresSource`, decision 053) unless an admin switched them to the figures computed from the traders' books. "—" (null) when
 * the books have no such figure yet.
 */
export async function getLandingFigures({
  deps,
}: GetLandingFiguresOptions): Promise<TLandingFigures> {
  const source = (await deps.settings.get()).landing.figuresSource;
  const figures = source === 'spec' ? SPEC_FIGURES : await computedFigures(deps.db);
  return { source, ...figures };
}
