import { eq } from 'drizzle-orm';
import type { TInstrument, TInstrumentRequest } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { instruments } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { assertSymbolFree, toInstrument, uniqueSymbol } from './instrument-helpers.ts';

export type UpdateInstrumentOptions = {
  deps: AppDeps;
  viewer: Actor;
  input: Partial<TInstrumentRequest> & { instrumentId: string };
};

/**
 * `PATCH /v1/admin/instruments/:id` (audited). An inactive instrument takes no new position; open
 * positions on it keep their own symbol and close as usual.
 */
export async function updateInstrument({
  deps,
  viewer,
  input,
}: UpdateInstrumentOptions): Promise<TInstrument> {
  await authorize(viewer, 'instrument.manage');
  const { instrumentId, ...changes } = input;
  const at = deps.clock.now();
  return uniqueSymbol(() =>
    deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(instruments)
        .where(eq(instruments.id, instrumentId))
        .for('update');
      if (!before) throw appError('instrument_not_found');
      if (changes.symbol !== undefined) await assertSymbolFree(tx, changes.symbol, instrumentId);
      const set = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      );
      const [row] = Object.keys(set).length
        ? await tx.update(instruments).set(set).where(eq(instruments.id, instrumentId)).returning()
        : [before];
      const instrument = toInstrument(row!);
      await writeAudit({
        tx,
        actorId: viewer.userId,
        action: 'instrument.update',
        targetType: 'instrument',
        targetId: instrumentId,
        before: toInstrument(before),
        after: instrument,
        at,
      });
      return instrument;
    }),
  );
}
