import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PostgresBinaries } from './postgres-binaries.ts';
import type { PostgresUser } from './run-as-postgres-user.ts';

function canRun(file: string, user: PostgresUser): boolean {
  return spawnSync('test', ['-x', file], { uid: user.uid, gid: user.gid }).status === 0;
}

/**
 * The binaries as the PostgreSQL user can run them. As root they run as `postgres`, which may not
 * be able to enter the folder the project was installed in (a checkout under /root): then the
 * package's `native/` folder (programs, libraries and share files, laid out as they expect) is
 * copied once to a folder of the system's temporary directory that everyone may read, named
 * after the binary's size and time, and run from there.
 */
export function reachableBinaries(
  binaries: PostgresBinaries,
  user: PostgresUser,
): PostgresBinaries {
  if (user.uid === undefined || canRun(binaries.postgres, user)) return binaries;
  const native = path.dirname(path.dirname(binaries.postgres));
  const stat = fs.statSync(binaries.postgres);
  const copy = path.join(os.tmpdir(), `copyvest-postgres-${stat.size}-${Math.floor(stat.mtimeMs)}`);
  const relocated = {
    initdb: path.join(copy, path.relative(native, binaries.initdb)),
    postgres: path.join(copy, path.relative(native, binaries.postgres)),
  };
  if (!fs.existsSync(path.join(copy, '.complete'))) {
    const staging = `${copy}.${process.pid}`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(staging, 0o755);
    fs.writeFileSync(path.join(staging, '.complete'), '');
    fs.rmSync(copy, { recursive: true, force: true });
    fs.renameSync(staging, copy);
  }
  return relocated;
}
