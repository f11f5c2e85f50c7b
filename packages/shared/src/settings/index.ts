import type { z } from 'zod';
import { messages } from '../messages.ts';
import type { SettingsGroup } from './define-group.ts';
import { kycSettings } from './kyc.ts';
import { landingSettings } from './landing.ts';
import { maintenanceSettings } from './maintenance.ts';
import { paymentLimitsSettings } from './payment-limits.ts';
import { referralsSettings } from './referrals.ts';
import { securitySettings } from './security.ts';
import { withdrawalsSettings } from './withdrawals.ts';

export * from './define-group.ts';
export * from './kyc.ts';
export * from './landing.ts';
export * from './maintenance.ts';
export * from './payment-limits.ts';
export * from './public-defaults.ts';
export * from './referrals.ts';
export * from './security.ts';
export * from './withdrawals.ts';

/**
 * Every settings group, by key (decision 053). Adding a group is its file beside these and one
 * line here; the server stores, caches, validates and audits it, and the admin page lists it.
 */
export const SETTINGS_GROUPS = {
  withdrawals: withdrawalsSettings,
  paymentLimits: paymentLimitsSettings,
  landing: landingSettings,
  maintenance: maintenanceSettings,
  security: securitySettings,
  kyc: kycSettings,
  referrals: referralsSettings,
} as const satisfies Record<string, SettingsGroup>;

export type TSettingsGroups = typeof SETTINGS_GROUPS;
export type TSettingsKey = keyof TSettingsGroups;
/** Every group's value. */
export type TSettings = { [K in TSettingsKey]: z.output<TSettingsGroups[K]['schema']> };
type PublicKey = {
  [K in TSettingsKey]: TSettingsGroups[K]['public'] extends true ? K : never;
}[TSettingsKey];
/** What `GET /v1/settings/public` answers: the public groups. */
export type TPublicSettings = Pick<TSettings, PublicKey>;

export const SETTINGS_KEYS = Object.keys(SETTINGS_GROUPS) as TSettingsKey[];

export function isSettingsKey(key: string): key is TSettingsKey {
  return Object.hasOwn(SETTINGS_GROUPS, key);
}

/** Every group at its defaults: a fresh install. */
export function defaultSettings(): TSettings {
  return Object.fromEntries(
    SETTINGS_KEYS.map((key) => [
      key,
      JSON.parse(JSON.stringify(SETTINGS_GROUPS[key].defaults)) as unknown,
    ]),
  ) as TSettings;
}

/** The public groups of a full set. */
export function publicSettings(settings: TSettings): TPublicSettings {
  return Object.fromEntries(
    SETTINGS_KEYS.filter((key) => SETTINGS_GROUPS[key].public).map((key) => [key, settings[key]]),
  ) as TPublicSettings;
}

/**
 * A group's value from what is stored (or sent): parsed by its schema. The first problem names
 * its field (`feePercent: Must be at most 50`).
 */
export function parseSettingsGroup<K extends TSettingsKey>(
  key: K,
  value: unknown,
): { ok: true; value: TSettings[K] } | { ok: false; message: string } {
  const result = (SETTINGS_GROUPS[key].schema as z.ZodType).safeParse(value);
  if (result.success) return { ok: true, value: result.data as TSettings[K] };
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.');
  return {
    ok: false,
    message: messages.validation.settingInvalid(field || key, issue.message),
  };
}
