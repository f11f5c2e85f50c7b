import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { readCredentials, writeNewCredentials } from './cluster-credentials.ts';
import { embeddedConnectionString, socketDirFor } from './embedded-connection.ts';
import { findFreePortOtherThan } from './free-port.ts';
import { initCluster } from './init-cluster.ts';
import { EmbeddedPostgresError, findPostgresBinaries } from './postgres-binaries.ts';
import { reachableBinaries } from './reachable-binaries.ts';
import { handOver, postgresUser } from './run-as-postgres-user.ts';
import { stopLeftoverPostmaster } from './stop-leftover-postmaster.ts';

export interface StartEmbeddedPostgresOptions {
  /** The server's data folder (already locked by the caller): the cluster lives in `postgres/`. */
  dataDir: string;
  /** Extra server settings (`-c name=value`), e.g. no fsync in tests. */
  settings?: Record<string, string>;
  /** Skip initdb's fsync when a cluster is created. */
  noSync?: boolean;
  /** Told about a leftover postmaster stopped, a new cluster made. */
  log?: (message: string) => void;
  /** A port PostgreSQL must not take: the server's own, which it binds only later. */
  avoidPort?: number;
}

export interface EmbeddedPostgres {
  /** postgres://… with the generated credentials: its Unix socket, or 127.0.0.1 (embedded-connection.ts). */
  url: string;
  /** Settles when the postmaster exits, for whatever reason. */
  exited: Promise<number | null>;
  /** Fast shutdown: open transactions roll back, a checkpoint, exit. */
  stop(): Promise<void>;
}

/** The cluster's folder inside a data folder. */
export function clusterDirOf(dataDir: string): string {
  return path.join(dataDir, 'postgres');
}

const READY_WITHIN_MS = 60_000;

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  let exitCode: number | null | undefined;
  child.once('exit', (code) => (exitCode = code));
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
    }
    if (exitCode !== undefined || Date.now() > deadline) {
      child.kill('SIGQUIT');
      const log = fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL did not start (${exitCode === undefined ? 'timed out' : `exit code ${exitCode}`}). Its log, ${logFile}, ends:\n${log}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts the server's own PostgreSQL (decision 034): a cluster in `DATA_DIR/postgres`, made on the
 * first start with generated credentials kept in `DATA_DIR`; listening on a free port of
 * 127.0.0.1 and on a Unix socket in the cluster's private folder (when its path fits), which the
 * returned URL uses; its log in `DATA_DIR/postgres.log`. A postmaster left running by
 * a server that died is stopped first; a cluster left by a crash is recovered by PostgreSQL itself.
 * The postmaster runs in its own process group, so a terminal's Ctrl-C reaches only us and we stop
 * it after the last request; if this process exits without stopping it, it is told to stop then.
 */
export async function startEmbeddedPostgres(
  options: StartEmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const { dataDir, log = () => undefined } = options;
  const user = postgresUser();
  const binaries = reachableBinaries(await findPostgresBinaries(), user);
  const clusterDir = clusterDirOf(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });

  let credentials = readCredentials(dataDir);
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    if (fs.existsSync(clusterDir)) {
      throw new EmbeddedPostgresError(
        `${clusterDir} exists but holds no PostgreSQL cluster: move it away and start again.`,
      );
    }
    credentials = writeNewCredentials(dataDir);
    log(`creating the embedded PostgreSQL cluster in ${clusterDir}`);
    await initCluster({ binaries, clusterDir, credentials, user, noSync: options.noSync });
  }
  if (!credentials) {
    throw new EmbeddedPostgresError(
      `${clusterDir} has a cluster but its credentials file is missing: restore it from a backup.`,
    );
  }
  const leftover = await stopLeftoverPostmaster(clusterDir);
  if (leftover) log(`stopped the PostgreSQL (pid ${leftover}) a previous server left running`);
  // PostgreSQL insists on a private folder; a copied cluster may have come with wider modes.
  fs.chmodSync(clusterDir, 0o700);
  handOver(clusterDir, user);

  const logFile = path.join(dataDir, 'postgres.log');
  for (let attempt = 1; ; attempt++) {
    const port = await findFreePortOtherThan(options.avoidPort);
    const socketDir = socketDirFor(clusterDir, port);
    const settings = {
      listen_addresses: '127.0.0.1',
      unix_socket_directories: socketDir ?? '',
      unix_socket_permissions: '0700',
      max_connections: '200',
      ...options.settings,
    };
    const logFd = fs.openSync(logFile, 'a', 0o600);
    const child = spawn(
      binaries.postgres,
      [
        '-D',
        clusterDir,
        '-p',
        String(port),
        ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
      ],
      { uid: user.uid, gid: user.gid, detached: true, stdio: ['ignore', logFd, logFd] },
    );
    fs.closeSync(logFd);
    const url = embeddedConnectionString({ credentials, port, socketDir });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      await waitUntilReady(url, child, logFile);
    } catch (error) {
      await exited;
      const tail = fs.readFileSync(logFile, 'utf8').slice(-2_000);
      // Another program took the port between our look and the bind: try another.
      if (attempt < 3 && /could not (bind|create any TCP\/IP sockets)/.test(tail)) continue;
      throw error;
    }
    const stopOnExit = () => child.kill('SIGINT');
    process.once('exit', stopOnExit);
    void exited.then(() => process.off('exit', stopOnExit));
    return {
      url,
      exited,
      stop: async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGINT');
        const timer = setTimeout(() => child.kill('SIGQUIT'), 20_000);
        await exited;
        clearTimeout(timer);
      },
    };
  }
}
