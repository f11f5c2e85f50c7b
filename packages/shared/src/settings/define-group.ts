import type { z } from 'zod';

/**
 * One settings group: a row of `platform_settings` keyed by `key`, its value checked by `schema`,
 * `defaults` what a fresh install uses (the spec's content and the product's constants). A public
 * group is sent to anyone by `GET /v1/settings/public`; the others only to admins (decision 053).
 */
export interface SettingsGroup<S extends z.ZodType = z.ZodType, P extends boolean = boolean> {
  key: string;
  public: P;
  schema: S;
  defaults: z.output<S>;
}

/** Keeps a group's types exact (its defaults checked against its schema's output). */
export function defineSettingsGroup<S extends z.ZodType, const P extends boolean>(
  group: SettingsGroup<S, P>,
): SettingsGroup<S, P> {
  return group;
}
