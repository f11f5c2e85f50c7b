import { eq } from 'drizzle-orm';
import {
  isSettingsKey,
  messages,
  parseSettingsGroup,
  type TSettings,
  type TSettingsKey,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { platformSettings } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { readStoredSettings } from './read-stored-settings.ts';

export type UpdateSettingsOptions = {
  deps: AppDeps;
  viewer: Actor;
  /** The group's key (a path segment: unknown ones are a 404). */
  group: string;
  /** The group's whole new value, checked by its schema (a 400 naming the field). */
  value: unknown;
};

/**
 * `PUT /v1/admin/settings/:group` (admins, audited): replaces one group. The value is checked
 * by the group's schema before anything is written; the row and the audit entry (the group's
 * old and new values) are one transaction, the row locked so two admins' saves audit in order.
 * The trigger of migration 0031 announces the change to every process; this one forgets its copy
 * at once, so the answer and the admin's next read already show it.
 */
export async function updateSettings({
  deps,
  viewer,
  group,
  value,
}: UpdateSettingsOptions): Promise<TSettings> {
  await authorize(viewer, 'settings.change');
  if (!isSettingsKey(group)) {
    throw appError('general_not_found', messages.validation.settingGroupUnknown(group));
  }
  const parsed = parseSettingsGroup(group, value);
  if (!parsed.ok) throw appError('general_argument_invalid', parsed.message);
  await writeGroup({ deps, viewer, key: group, value: parsed.value });
  deps.settings.invalidate();
  return deps.settings.get();
}

async function writeGroup<K extends TSettingsKey>({
  deps,
  viewer,
  key,
  value,
}: {
  deps: AppDeps;
  viewer: Actor;
  key: K;
  value: TSettings[K];
}) {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .select({ key: platformSettings.key })
      .from(platformSettings)
      .where(eq(platformSettings.key, key))
      .for('update');
    const before = (await readStoredSettings(tx))[key];
    await tx
      .insert(platformSettings)
      .values({ key, value, updatedAt: at, updatedBy: viewer.userId })
      .onConflictDoUpdate({
        target: platformSettings.key,
        set: { value, updatedAt: at, updatedBy: viewer.userId },
      });
    await writeAudit({
      tx,
      actorId: viewer.userId,
      action: 'settings.change',
      targetType: 'setting',
      targetId: key,
      before,
      after: value,
      at,
    });
  });
}
