import type { TSettings } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { type Actor, authorize } from '../policy/index.ts';

export type GetSettingsOptions = { deps: AppDeps; viewer: Actor };

/** `GET /v1/admin/settings`: every group, public or not (admins only). */
export async function getSettings({ deps, viewer }: GetSettingsOptions): Promise<TSettings> {
  await authorize(viewer, 'settings.change');
  return deps.settings.get();
}
