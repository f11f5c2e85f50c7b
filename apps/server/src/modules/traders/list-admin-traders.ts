import type { TTraderSummary } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { selectTraderSummaries } from './select-trader-summaries.ts';

export type ListAdminTradersOptions = { deps: AppDeps; viewer: Actor };

/** `GET /v1/admin/traders`: every lead trader, those withdrawn too. */
export async function listAdminTraders({
  deps,
  viewer,
}: ListAdminTradersOptions): Promise<TTraderSummary[]> {
  await authorize(viewer, 'trader.manage');
  return selectTraderSummaries({ db: deps.db, activeOnly: false, sort: 'roiAll' });
}
