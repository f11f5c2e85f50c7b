import type { TInstrument, TInstrumentRequest } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { instruments } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { writeAudit } from '../audit/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { assertSymbolFree, toInstrument, uniqueSymbol } from './instrument-helpers.ts';

export type CreateInstrumentOptions = { deps: AppDeps; viewer: Actor; input: TInstrumentRequest };

/** `POST /v1/admin/instruments` (audited): 409 instrument_already_exists for a taken symbol. */
export async function createInstrument({
  deps,
  viewer,
  input,
}: CreateInstrumentOptions): Promise<TInstrument> {
  await authorize(viewer, 'instrument.manage');
  const at = deps.clock.now();
  return uniqueSymbol(() =>
    deps.db.transaction(async (tx) => {
      await assertSymbolFree(tx, input.symbol);
      const [row] = await tx
        .insert(instruments)
        .values({
          id: newId(),
          symbol: input.symbol,
          name: input.name,
          active: input.active ?? true,
          createdAt: at,
        })
        .returning();
      const instrument = toInstrument(row!);
      await writeAudit({
        tx,
        actorId: viewer.userId,
        action: 'instrument.create',
        targetType: 'instrument',
        targetId: instrument.id,
        after: instrument,
        at,
      });
      return instrument;
    }),
  );
}
