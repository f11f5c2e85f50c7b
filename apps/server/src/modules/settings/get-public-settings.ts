import { publicSettings, type TPublicSettings } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';

export type GetPublicSettingsOptions = { deps: Pick<AppDeps, 'settings'> };

/** `GET /v1/settings/public` (no session): the public groups, from the process's copy. */
export async function getPublicSettings({
  deps,
}: GetPublicSettingsOptions): Promise<TPublicSettings> {
  return publicSettings(await deps.settings.get());
}
