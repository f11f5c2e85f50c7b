import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface LoadServerKeyOptions {
  configured: string | undefined;
  dataDir: string;
  fileName: string;
}

/**
 * A server key: the configured value, or one generated on the first start and kept in DATA_DIR
 * (readable by this user only), so it survives restarts and every process on the same DATA_DIR
 * shares it.
 */
export function loadServerKey(options: LoadServerKeyOptions): Uint8Array {
  if (options.configured) return new TextEncoder().encode(options.configured);
  const file = path.join(options.dataDir, options.fileName);
  fs.mkdirSync(options.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}
