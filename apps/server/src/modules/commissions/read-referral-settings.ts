import { referralSettingsOf, type TReferralSettings, type TSettings } from '@copyvest/shared';
import type { Config } from '../../config.ts';

/**
 * The referral settings group (decision 055) from the process's copy of the settings (decision
 * 053): no statement on an approval's path. The sign-up bonus an admin has not set is the
 * REFERRAL_BONUS_CENTS variable, so a fresh install pays what its environment says.
 */
export async function readReferralSettings(
  settings: { get(): Promise<TSettings> },
  config: Pick<Config, 'REFERRAL_BONUS_CENTS'>,
): Promise<TReferralSettings> {
  return referralSettingsOf((await settings.get()).referrals, config.REFERRAL_BONUS_CENTS);
}
