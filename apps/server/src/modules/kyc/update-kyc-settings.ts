import { KYC_SETTINGS_KEY, type TKycSettings } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { platformSettings } from '../../db/schema.ts';
import { writeAudit } from '../audit/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { readKycSettings } from './read-kyc-settings.ts';

export interface UpdateKycSettingsOptions {
  deps: AppDeps;
  /** An active admin. */
  viewer: Actor;
  input: TKycSettings;
}

/** `PUT /v1/admin/settings/kyc`: stores the group, audited with what it was (decision 054). */
export async function updateKycSettings({ deps, viewer, input }: UpdateKycSettingsOptions) {
  await authorize(viewer, 'settings.change');
  const at = deps.clock.now();
  const saved = await deps.db.transaction(async (tx) => {
    const before = await readKycSettings(deps.settings);
    await tx
      .insert(platformSettings)
      .values({ key: KYC_SETTINGS_KEY, value: input, updatedAt: at, updatedBy: viewer.userId })
      .onConflictDoUpdate({
        target: platformSettings.key,
        set: { value: input, updatedAt: at, updatedBy: viewer.userId },
      });
    await writeAudit({
      tx,
      actorId: viewer.userId,
      action: 'settings.change',
      targetType: 'setting',
      targetId: KYC_SETTINGS_KEY,
      before,
      after: input,
      at,
    });
    return input;
  });
  // This process forgets its copy now; the others on the trigger's notification.
  deps.settings.invalidate();
  return saved;
}
