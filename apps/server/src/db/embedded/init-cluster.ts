import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ClusterCredentials } from './cluster-credentials.ts';
import { EmbeddedPostgresError, type PostgresBinaries } from './postgres-binaries.ts';
import { handOver, type PostgresUser } from './run-as-postgres-user.ts';

export interface InitClusterOptions {
  binaries: PostgresBinaries;
  /** The cluster's folder; made whole or not at all. */
  clusterDir: string;
  credentials: ClusterCredentials;
  user: PostgresUser;
  /** Skip initdb's fsync (tests: a crash of the machine loses nothing they keep). */
  noSync?: boolean;
}

/**
 * Creates a cluster with initdb in a sibling folder and renames it into place when done, so a
 * crash half-way leaves no half-made cluster (the next start removes the leftover and starts
 * again). Password (SCRAM) authentication for every connection; UTF-8 with the built-in C.UTF-8
 * locale, whose case mapping is Unicode's (ILIKE and lower() on any script) and whose sort order
 * does not change with the machine's C library.
 */
export async function initCluster(options: InitClusterOptions): Promise<void> {
  const { binaries, clusterDir, credentials, user } = options;
  const staging = `${clusterDir}.initdb`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { mode: 0o700 });
  handOver(staging, user);
  const passwordDir = fs.mkdtempSync(path.join(os.tmpdir(), 'copyvest-pw-'));
  const passwordFile = path.join(passwordDir, 'pw');
  fs.writeFileSync(passwordFile, `${credentials.password}\n`, { mode: 0o600 });
  handOver(passwordDir, user);
  try {
    const args = [
      `--pgdata=${staging}`,
      `--username=${credentials.user}`,
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--no-instructions',
      ...(options.noSync ? ['--no-sync'] : []),
    ];
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const child = spawn(binaries.initdb, args, {
        uid: user.uid,
        gid: user.gid,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, LC_ALL: 'C' },
      });
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('error', reject);
      child.once('close', (code) =>
        code === 0
          ? resolve()
          : reject(new EmbeddedPostgresError(`initdb failed (exit code ${code}):\n${output}`)),
      );
    });
  } finally {
    fs.rmSync(passwordDir, { recursive: true, force: true });
  }
  fs.renameSync(staging, clusterDir);
}
