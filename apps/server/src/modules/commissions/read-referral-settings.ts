import { eq } from 'drizzle-orm';
import { REFERRAL_SETTINGS_KEY, type TReferralSettings, ZReferralSettings } from '@copyvest/shared';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { platformSettings } from '../../db/schema.ts';

/**
 * The referral settings group (decision 055): the stored value in `platform_settings`, each field
 * falling back to its default; the sign-up bonus's default is the REFERRAL_BONUS_CENTS variable,
 * so a fresh install pays what its environment says until an admin changes it.
 */
export async function readReferralSettings(
  db: DbOrTx,
  config: Pick<Config, 'REFERRAL_BONUS_CENTS'>,
): Promise<TReferralSettings> {
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, REFERRAL_SETTINGS_KEY))
    .limit(1);
  const stored = (row?.value ?? {}) as Record<string, unknown>;
  const parsed = ZReferralSettings.safeParse({
    signupBonusCents: config.REFERRAL_BONUS_CENTS,
    ...stored,
  });
  return parsed.success
    ? parsed.data
    : ZReferralSettings.parse({ signupBonusCents: config.REFERRAL_BONUS_CENTS });
}
