import type { TKycSettings, TSettings } from '@copyvest/shared';

/**
 * The KYC settings group (decision 054) from the process's copy of the settings (decision 053):
 * no statement on a withdrawal's path; a stored value the schema refuses reads as the defaults.
 */
export async function readKycSettings(settings: {
  get(): Promise<TSettings>;
}): Promise<TKycSettings> {
  return (await settings.get()).kyc;
}
