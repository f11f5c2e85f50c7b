import type { TKycSettings } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../policy/index.ts';
import { updateSettings } from '../settings/index.ts';

export interface UpdateKycSettingsOptions {
  deps: AppDeps;
  /** An active admin. */
  viewer: Actor;
  input: TKycSettings;
}

/**
 * `PUT /v1/admin/settings/kyc`: the `kyc` group written as every settings group is (decision
 * 053: checked, audited with what it was, every process's copy refreshed).
 */
export async function updateKycSettings({
  deps,
  viewer,
  input,
}: UpdateKycSettingsOptions): Promise<TKycSettings> {
  return (await updateSettings({ deps, viewer, group: 'kyc', value: input })).kyc;
}
