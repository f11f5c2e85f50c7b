import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { EmbeddedPostgresError } from './postgres-binaries.ts';

const ZCredentials = z.object({ user: z.string().min(1), password: z.string().min(16) });
export type ClusterCredentials = z.infer<typeof ZCredentials>;

/** Where the embedded cluster's generated credentials are kept (readable by us alone). */
export function credentialsFile(dataDir: string): string {
  return path.join(dataDir, 'postgres-credentials.json');
}

export function readCredentials(dataDir: string): ClusterCredentials | undefined {
  const file = credentialsFile(dataDir);
  if (!fs.existsSync(file)) return undefined;
  const parsed = ZCredentials.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new EmbeddedPostgresError(`${file} is damaged: restore it from a backup of DATA_DIR.`);
  }
  return parsed.data;
}

/** New credentials for a new cluster, written before the cluster is created. */
export function writeNewCredentials(dataDir: string): ClusterCredentials {
  const credentials = { user: 'copyvest', password: randomBytes(24).toString('base64url') };
  const file = credentialsFile(dataDir);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(credentials), { mode: 0o600 });
  fs.renameSync(`${file}.tmp`, file);
  return credentials;
}
