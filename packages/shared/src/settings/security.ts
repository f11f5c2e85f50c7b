import { z } from 'zod';
import { messages } from '../messages.ts';
import { defineSettingsGroup } from './define-group.ts';
import { SECURITY_DEFAULTS } from './public-defaults.ts';

/**
 * Security rules for the staff. Public (a boolean whose disclosure gives nothing away), so the
 * web can send an admin without two-factor to set it up before any admin page.
 */
export const securitySettings = defineSettingsGroup({
  key: 'security',
  public: true,
  schema: z.object({
    requireAdminTwoFactor: z.boolean({ error: messages.validation.settingBoolean }),
  }),
  defaults: SECURITY_DEFAULTS,
});
export type TSecuritySettings = z.infer<typeof securitySettings.schema>;
