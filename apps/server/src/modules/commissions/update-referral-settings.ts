import type { TReferralSettings } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../policy/index.ts';
import { updateSettings } from '../settings/index.ts';
import { readReferralSettings } from './read-referral-settings.ts';

export interface UpdateReferralSettingsOptions {
  deps: AppDeps;
  /** An active admin. */
  viewer: Actor;
  input: TReferralSettings;
}

/**
 * `PUT /v1/admin/settings/referrals`: the `referrals` group written as every settings group is
 * (decision 053: checked, audited with what it was, every process's copy refreshed).
 */
export async function updateReferralSettings({
  deps,
  viewer,
  input,
}: UpdateReferralSettingsOptions): Promise<TReferralSettings> {
  await updateSettings({ deps, viewer, group: 'referrals', value: input });
  return readReferralSettings(deps.settings, deps.config);
}
