import type { TLandingFigures } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { platformSettings } from '../../db/schema.ts';
import { writeAudit } from '../audit/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import {
  getLandingFigures,
  LANDING_FIGURES_KEY,
  landingFiguresSource,
} from './get-landing-figures.ts';

export type SetLandingFiguresOptions = {
  deps: AppDeps;
  viewer: Actor;
  input: { source: TLandingFigures['source'] };
};

/** `PUT /v1/admin/settings/landing-figures` (audited): where the landing's figures come from. */
export async function setLandingFigures({
  deps,
  viewer,
  input,
}: SetLandingFiguresOptions): Promise<TLandingFigures> {
  await authorize(viewer, 'settings.change');
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await landingFiguresSource(tx);
    const value = { source: input.source };
    await tx
      .insert(platformSettings)
      .values({ key: LANDING_FIGURES_KEY, value, updatedAt: at, updatedBy: viewer.userId })
      .onConflictDoUpdate({
        target: platformSettings.key,
        set: { value, updatedAt: at, updatedBy: viewer.userId },
      });
    await writeAudit({
      tx,
      actorId: viewer.userId,
      action: 'settings.change',
      targetType: 'setting',
      targetId: LANDING_FIGURES_KEY,
      before: { source: before },
      after: value,
      at,
    });
  });
  return getLandingFigures({ deps });
}
