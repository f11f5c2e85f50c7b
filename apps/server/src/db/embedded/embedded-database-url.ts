import fs from 'node:fs';
import path from 'node:path';
import { readCredentials } from './cluster-credentials.ts';
import { embeddedConnectionString } from './embedded-connection.ts';
import { clusterDirOf } from './start-embedded-postgres.ts';

/**
 * A connection string for the embedded PostgreSQL of a data folder while it runs (the port is
 * new at every start: read from `postmaster.pid`), for tools beside the server — a bench's
 * seeding and checks, `pg_dump`. Undefined when no cluster runs there.
 */
export function embeddedDatabaseUrl(dataDir: string): string | undefined {
  const credentials = readCredentials(dataDir);
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(clusterDirOf(dataDir), 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  // postmaster.pid: pid, folder, start time, port, socket folder (empty without one), …
  const port = Number(lines[3]);
  if (!credentials || !Number.isInteger(port) || port <= 0) return undefined;
  return embeddedConnectionString({ credentials, port, socketDir: lines[4] || undefined });
}
