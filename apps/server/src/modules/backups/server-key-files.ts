import path from 'node:path';
import type { Config } from '../../config.ts';

/**
 * The server keys this configuration keeps in DATA_DIR (generated at the first start) rather than
 * takes from a variable: a backup carries them, a restore puts them back (decision 050).
 */
export function serverKeyFilesOf(config: Config): Record<string, string> {
  const files: Record<string, string> = {};
  if (!config.JWT_SECRET) files['jwt-secret'] = path.join(config.dataDir, 'jwt-secret');
  if (!config.SECRETS_KEY) files['secrets-key'] = path.join(config.dataDir, 'secrets-key');
  return files;
}
