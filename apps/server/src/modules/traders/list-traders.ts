import type { TTraderSort, TTraderSummary } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { selectTraderSummaries } from './select-trader-summaries.ts';

export type ListTradersOptions = { deps: AppDeps; input: { sort: TTraderSort } };

/** The public ranking `GET /v1/traders`: traders holding the role, in the chosen order. */
export async function listTraders({ deps, input }: ListTradersOptions): Promise<TTraderSummary[]> {
  return selectTraderSummaries({ db: deps.db, activeOnly: true, sort: input.sort });
}
