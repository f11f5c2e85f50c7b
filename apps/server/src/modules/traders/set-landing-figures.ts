import type { TLandingFigures } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../policy/index.ts';
import { updateSettings } from '../settings/index.ts';
import { getLandingFigures } from './get-landing-figures.ts';

export type SetLandingFiguresOptions = {
  deps: AppDeps;
  viewer: Actor;
  input: { source: TLandingFigures['source'] };
};

/**
 * `PUT /v1/admin/settings/landing-figures` (audited): where the landing's figures come from, the
 * `landing` settings group's `figuresSource` (decision 053), the group's other fields unchanged.
 */
export async function setLandingFigures({
  deps,
  viewer,
  input,
}: SetLandingFiguresOptions): Promise<TLandingFigures> {
  const { landing } = await deps.settings.get();
  await updateSettings({
    deps,
    viewer,
    group: 'landing',
    value: { ...landing, figuresSource: input.source },
  });
  return getLandingFigures({ deps });
}
