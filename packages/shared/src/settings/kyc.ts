import { z } from 'zod';
import { defineSettingsGroup } from './define-group.ts';
import { KYC_DEFAULTS } from './public-defaults.ts';

/** The `platform_settings` key of the KYC group (decision 054). */
export const KYC_SETTINGS_KEY = 'kyc';

/** When a withdrawal needs an approved identity verification (decision 054). */
export const KYC_REQUIREMENTS = ['never', 'always', 'above_threshold'] as const;
export const ZKycRequirement = z.enum(KYC_REQUIREMENTS);
export type TKycRequirement = z.infer<typeof ZKycRequirement>;

/** The KYC settings group: off by default; `withdrawalThreshold` in cents. */
export const ZKycSettings = z.object({
  required: ZKycRequirement.default('never'),
  withdrawalThreshold: z.number().int().min(0).max(1_000_000_000_00).default(0),
});
export type TKycSettings = z.infer<typeof ZKycSettings>;

export const KYC_SETTINGS_DEFAULTS: TKycSettings = KYC_DEFAULTS;

/**
 * The group in the settings registry (decision 053): public, so the withdrawal form explains the
 * rule before the user types.
 */
export const kycSettings = defineSettingsGroup({
  key: KYC_SETTINGS_KEY,
  public: true,
  schema: ZKycSettings,
  defaults: KYC_SETTINGS_DEFAULTS,
});
