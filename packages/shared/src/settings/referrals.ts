import { z } from 'zod';
import { REFERRAL_BONUS_CENTS } from '../constants.ts';
import { defineSettingsGroup } from './define-group.ts';

/** The `platform_settings` key of the referral group (decision 055). */
export const REFERRAL_SETTINGS_KEY = 'referrals';

/** At most this many levels of referrers earn a commission (decision 055). */
export const MAX_COMMISSION_LEVELS = 5;

/** One level's share of a deposit in basis points; all levels together at most 50 %. */
export const MAX_COMMISSION_TOTAL_BPS = 5_000;

export const ZCommissionSettings = z
  .object({
    enabled: z.boolean().default(false),
    /** Basis points per level: index 0 is level 1 (the direct referrer). */
    levels: z
      .array(z.number().int().min(0).max(MAX_COMMISSION_TOTAL_BPS))
      .max(MAX_COMMISSION_LEVELS)
      .default([]),
  })
  .refine((c) => c.levels.reduce((sum, bps) => sum + bps, 0) <= MAX_COMMISSION_TOTAL_BPS, {
    message: `The levels together may take at most ${MAX_COMMISSION_TOTAL_BPS / 100}% of a deposit.`,
    path: ['levels'],
  });

/**
 * The referral settings group: the sign-up bonus (cents; a fresh install starts from the
 * REFERRAL_BONUS_CENTS variable) and the multi-level commissions, off by default.
 */
export const ZReferralSettings = z.object({
  signupBonusCents: z.number().int().min(0).max(1_000_000_00).default(REFERRAL_BONUS_CENTS),
  commissions: ZCommissionSettings.default({ enabled: false, levels: [] }),
});
export type TReferralSettings = z.infer<typeof ZReferralSettings>;

/**
 * The group as the settings registry keeps it (decision 053): the sign-up bonus only when an admin
 * set one, so the server can fall back to the REFERRAL_BONUS_CENTS variable
 * (`referralSettingsOf`).
 */
export const referralsSettings = defineSettingsGroup({
  key: REFERRAL_SETTINGS_KEY,
  public: false,
  schema: ZReferralSettings.extend({
    signupBonusCents: ZReferralSettings.shape.signupBonusCents.removeDefault().optional(),
  }),
  defaults: { commissions: { enabled: false, levels: [] } },
});

/** The referral rules in force: the stored group, the bonus defaulting to `signupBonusDefault`. */
export function referralSettingsOf(
  stored: z.output<typeof referralsSettings.schema>,
  signupBonusDefault: number,
): TReferralSettings {
  return { ...stored, signupBonusCents: stored.signupBonusCents ?? signupBonusDefault };
}
