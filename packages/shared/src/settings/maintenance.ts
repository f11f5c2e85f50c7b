import { z } from 'zod';
import { messages } from '../messages.ts';
import { defineSettingsGroup } from './define-group.ts';
import { MAINTENANCE_DEFAULTS } from './public-defaults.ts';

/** An optional notice shown as a banner on every page, signed in or not; off by default. */
export const maintenanceSettings = defineSettingsGroup({
  key: 'maintenance',
  public: true,
  schema: z
    .object({
      enabled: z.boolean({ error: messages.validation.settingBoolean }),
      message: z.string().trim().max(500, messages.validation.settingTextMax(500)),
    })
    .refine((m) => !m.enabled || m.message !== '', {
      message: messages.validation.settingNoticeRequired,
      path: ['message'],
    }),
  defaults: MAINTENANCE_DEFAULTS,
});
export type TMaintenanceSettings = z.infer<typeof maintenanceSettings.schema>;
