import { REFERRAL_SETTINGS_KEY, type TReferralSettings } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { platformSettings } from '../../db/schema.ts';
import { writeAudit } from '../audit/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { readReferralSettings } from './read-referral-settings.ts';

export interface UpdateReferralSettingsOptions {
  deps: AppDeps;
  /** An active admin. */
  viewer: Actor;
  input: TReferralSettings;
}

/** `PUT /v1/admin/settings/referrals`: stores the group, audited with what it was (decision 055). */
export async function updateReferralSettings({
  deps,
  viewer,
  input,
}: UpdateReferralSettingsOptions) {
  await authorize(viewer, 'settings.change');
  const at = deps.clock.now();
  const saved = await deps.db.transaction(async (tx) => {
    const before = await readReferralSettings(deps.settings, deps.config);
    await tx
      .insert(platformSettings)
      .values({ key: REFERRAL_SETTINGS_KEY, value: input, updatedAt: at, updatedBy: viewer.userId })
      .onConflictDoUpdate({
        target: platformSettings.key,
        set: { value: input, updatedAt: at, updatedBy: viewer.userId },
      });
    await writeAudit({
      tx,
      actorId: viewer.userId,
      action: 'settings.change',
      targetType: 'setting',
      targetId: REFERRAL_SETTINGS_KEY,
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
