import type { AppDeps } from '../../app-deps.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { readKycSettings } from './read-kyc-settings.ts';

/** `GET /v1/admin/settings/kyc`: the KYC settings group, for the admin's form (decision 054). */
export async function getKycSettings({ deps, viewer }: { deps: AppDeps; viewer: Actor }) {
  await authorize(viewer, 'settings.change');
  return readKycSettings(deps.settings);
}
