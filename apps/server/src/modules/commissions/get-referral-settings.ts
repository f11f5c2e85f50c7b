import type { AppDeps } from '../../app-deps.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { readReferralSettings } from './read-referral-settings.ts';

/** `GET /v1/admin/settings/referrals`: the referral settings group, for the admin's form (055). */
export async function getReferralSettings({ deps, viewer }: { deps: AppDeps; viewer: Actor }) {
  await authorize(viewer, 'settings.change');
  return readReferralSettings(deps.settings, deps.config);
}
