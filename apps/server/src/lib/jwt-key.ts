import type { Config } from '../config.ts';
import { loadServerKey } from './server-key-file.ts';

/** The key that signs account JWTs: JWT_SECRET, or one generated into DATA_DIR/jwt-secret. */
export function loadJwtKey(config: Config): Uint8Array {
  return loadServerKey({
    configured: config.JWT_SECRET,
    dataDir: config.dataDir,
    fileName: 'jwt-secret',
  });
}
