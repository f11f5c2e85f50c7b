import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { embeddedDatabaseUrl } from '../apps/server/src/db/embedded/embedded-database-url.ts';
import { findFreePort } from '../apps/server/src/db/embedded/free-port.ts';
import { clusterDirOf } from '../apps/server/src/db/embedded/start-embedded-postgres.ts';
import { stopLeftoverPostmaster } from '../apps/server/src/db/embedded/stop-leftover-postmaster.ts';
import { atCleanup } from './support.ts';

const serverDir = fileURLToPath(new URL('../apps/server/', import.meta.url));
const serverEntry = path.join(serverDir, 'dist', 'server.js');

export const BENCH_ADMIN = { email: 'bench-admin@copyvest.test', password: 'BenchAdmin123!' };

/** A free TCP port on loopback (the server's own helper). */
export const freePort = findFreePort;

const outputTaps = new Set<(text: string) => void>();
/** Hands everything any server process started from now on prints to `tap` too; returns the untap. */
export function tapServerOutput(tap: (text: string) => void): () => void {
  outputTaps.add(tap);
  return () => outputTaps.delete(tap);
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  exited: Promise<number | null>;
  /** kill -9, then wait until it is gone. */
  kill9(): Promise<void>;
  /** SIGTERM, then wait (graceful stop; kill -9 after 15 s). */
  stop(): Promise<void>;
}

/**
 * Where a bench server keeps its data, reused across restarts: a temporary DATA_DIR, and either a
 * fresh database on the PostgreSQL server named by DATABASE_URL (or BENCH_DATABASE_URL), dropped
 * afterwards, or (neither set) the embedded PostgreSQL the server starts in DATA_DIR.
 */
export interface ServerStore {
  /** The server's environment: DATA_DIR, and DATABASE_URL unless embedded. */
  env: Record<string, string>;
  dataDir: string;
  /** A direct connection string for seeding and checks from outside the server; not when embedded. */
  databaseUrl?: string;
  /** Embedded: the folder whose PostgreSQL the server starts. */
  embedded?: boolean;
  dispose(): Promise<void>;
}

/** The PostgreSQL server the bench makes its databases on, if any. */
export function databaseServerUrl(): string | undefined {
  return process.env.DATABASE_URL || process.env.BENCH_DATABASE_URL || undefined;
}

export async function createStore(label: string): Promise<ServerStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `copyvest-bench-${label}-`));
  const removeDataDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  const url = databaseServerUrl();
  if (!url) {
    // A server killed with -9 leaves its PostgreSQL running (the next start would stop it).
    const stopAndRemove = async () => {
      await stopLeftoverPostmaster(clusterDirOf(dataDir));
      await removeDataDir();
    };
    const unregister = atCleanup(stopAndRemove);
    return {
      env: { DATA_DIR: dataDir },
      dataDir,
      embedded: true,
      dispose: async () => {
        unregister();
        await stopAndRemove();
      },
    };
  }
  const name = `copyvest_bench_${label.replace(/\W/g, '_')}_${process.pid}_${Date.now() % 1e6}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await removeDataDir();
  };
  const unregister = atCleanup(drop);
  return {
    env: { DATABASE_URL: databaseUrl.toString(), DATA_DIR: dataDir },
    dataDir,
    databaseUrl: databaseUrl.toString(),
    dispose: async () => {
      unregister();
      await drop();
    },
  };
}

/**
 * The store's direct connection string, for seeding and checks by SQL. Embedded: the running
 * server's PostgreSQL (its port is new at every start, so ask after each start).
 */
export function databaseUrlOf(store: ServerStore): string {
  const url = store.embedded ? embeddedDatabaseUrl(store.dataDir) : store.databaseUrl;
  if (!url) throw new Error('no database: start the server before reading its database');
  return url;
}

/**
 * Starts the built server (`node apps/server/dist/server.js`, what `npm start` runs; build it with
 * `npm run build`) as its own process on a free port and waits until `/v1/health` answers 200
 * (an embedded PostgreSQL's first start takes a while: initdb). It is stopped when the bench ends.
 */
export async function startServerProcess(
  store: ServerStore,
  env: Record<string, string> = {},
  readyWithinMs = 60_000,
): Promise<ServerProcess> {
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const inherited = { ...process.env };
  // Only the store says which database the server uses.
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: serverDir,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // The address the benches (and a browser) use: its origin is the one the server allows.
      APP_URL: url,
      LOG_LEVEL: 'warn',
      // No web app unless a bench asks for it (`WEB_DIST: ''` serves the built one).
      WEB_DIST: '/nonexistent',
      ACCRUAL_MODE: 'manual',
      MAIL_POLL_INTERVAL_MS: '60000',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOGIN_MAX_PER_IP_PER_MINUTE: '100000',
      SIGNUP_TAKEN_MAX_PER_IP_PER_HOUR: '100000',
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      ...store.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-200_000);
    for (const tap of outputTaps) tap(text);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  let gone = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      gone = true;
      resolve(code);
    }),
  );
  const kill9 = async () => {
    if (!gone) child.kill('SIGKILL');
    await exited;
  };
  const stop = async () => {
    if (gone) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const unregister = atCleanup(stop);
  void exited.then(unregister);

  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    const ok = await fetch(`${url}/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (gone || Date.now() > deadline) {
      await kill9();
      throw new Error(`the server did not start:\n${output.slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, output: () => output, exited, kill9, stop };
}
