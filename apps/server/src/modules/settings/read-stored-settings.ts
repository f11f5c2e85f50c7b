import {
  defaultSettings,
  isSettingsKey,
  parseSettingsGroup,
  SETTINGS_GROUPS,
  type TSettings,
} from '@copyvest/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { platformSettings } from '../../db/schema.ts';

/**
 * Every group, read in one statement: a stored value is laid over its group's defaults (so a
 * field added to a group later takes its default) and checked by the group's schema; a stored
 * value the schema refuses (written by hand, or by an older version) is logged and the defaults
 * are used instead, so a bad row never takes a page or a money rule down.
 */
export async function readStoredSettings(db: DbOrTx, log?: FastifyBaseLogger): Promise<TSettings> {
  const rows = await db
    .select({ key: platformSettings.key, value: platformSettings.value })
    .from(platformSettings);
  const settings = defaultSettings() as Record<string, unknown>;
  for (const row of rows) {
    if (!isSettingsKey(row.key)) continue;
    const stored = row.value;
    const merged =
      stored && typeof stored === 'object' && !Array.isArray(stored)
        ? { ...SETTINGS_GROUPS[row.key].defaults, ...stored }
        : stored;
    const parsed = parseSettingsGroup(row.key, merged);
    if (parsed.ok) settings[row.key] = parsed.value;
    else
      log?.warn(
        { key: row.key, problem: parsed.message },
        'stored settings refused; defaults used',
      );
  }
  return settings as TSettings;
}
