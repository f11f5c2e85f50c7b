import { asc, eq } from 'drizzle-orm';
import type { TInstrument } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { instruments } from '../../db/schema.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { toInstrument } from './instrument-helpers.ts';

export type ListInstrumentsOptions = {
  deps: AppDeps;
  /** Present for the admin's list (every instrument); absent for the public one (active only). */
  viewer?: Actor;
};

/** `GET /v1/instruments` (active, public) and `GET /v1/admin/instruments` (all). */
export async function listInstruments({
  deps,
  viewer,
}: ListInstrumentsOptions): Promise<TInstrument[]> {
  if (viewer) await authorize(viewer, 'instrument.manage');
  const rows = await deps.db
    .select()
    .from(instruments)
    .where(viewer ? undefined : eq(instruments.active, true))
    .orderBy(asc(instruments.symbol));
  return rows.map(toInstrument);
}
