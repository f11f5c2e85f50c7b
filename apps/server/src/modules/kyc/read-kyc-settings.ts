import { eq } from 'drizzle-orm';
import { KYC_SETTINGS_KEY, type TKycSettings, ZKycSettings } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { platformSettings } from '../../db/schema.ts';

/**
 * The KYC settings group (decision 054): the stored value in `platform_settings`, each field
 * falling back to the schema's default; a stored value the schema refuses reads as the defaults.
 */
export async function readKycSettings(db: DbOrTx): Promise<TKycSettings> {
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, KYC_SETTINGS_KEY))
    .limit(1);
  const parsed = ZKycSettings.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : ZKycSettings.parse({});
}
