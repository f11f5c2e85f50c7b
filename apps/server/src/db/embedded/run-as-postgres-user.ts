import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { EmbeddedPostgresError } from './postgres-binaries.ts';

/** Who the PostgreSQL programs run as: the system user `postgres` when we are root. */
export interface PostgresUser {
  uid?: number;
  gid?: number;
}

const SYSTEM_USER = 'postgres';

function idOf(flag: '-u' | '-g'): number | undefined {
  const result = spawnSync('id', [flag, SYSTEM_USER], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : undefined;
}

/**
 * PostgreSQL refuses to run as root. As root, its programs run as the system user `postgres`,
 * created when missing, which must own the cluster's folder and be able to reach it. Otherwise
 * they run as we do.
 */
export function postgresUser(): PostgresUser {
  if (process.getuid?.() !== 0) return {};
  if (idOf('-u') === undefined) {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', SYSTEM_USER], {
      stdio: 'ignore',
    });
  }
  const uid = idOf('-u');
  const gid = idOf('-g');
  if (uid === undefined || gid === undefined) {
    throw new EmbeddedPostgresError(`Could not find or create the system user ${SYSTEM_USER}.`);
  }
  return { uid, gid };
}

/**
 * Makes `dir` (and what is in it) the PostgreSQL user's, and checks that user can reach it. Its
 * parent (the data folder, often made private) gets the traverse bit for others: passing through
 * lists nothing, and the files there are readable by their owner alone.
 */
export function handOver(dir: string, user: PostgresUser): void {
  if (user.uid === undefined || user.gid === undefined) return;
  const parent = path.dirname(dir);
  const parentMode = fs.statSync(parent).mode;
  if ((parentMode & 0o001) === 0) fs.chmodSync(parent, (parentMode & 0o7777) | 0o001);
  const walk = (target: string) => {
    const stat = fs.lstatSync(target);
    if (stat.uid !== user.uid || stat.gid !== user.gid) fs.lchownSync(target, user.uid!, user.gid!);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target)) walk(path.join(target, entry));
    }
  };
  walk(dir);
  const reach = spawnSync('test', ['-w', dir], { uid: user.uid, gid: user.gid });
  if (reach.status !== 0) {
    throw new EmbeddedPostgresError(
      `PostgreSQL runs as the system user ${SYSTEM_USER} (it refuses root), which cannot reach ` +
        `${dir}. Let it in (chmod o+x on the folders above it), or choose another DATA_DIR.`,
    );
  }
}
