import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverEntry = fileURLToPath(new URL('../apps/server/src/server.ts', import.meta.url));

export const BENCH_ADMIN = { email: 'chaos-admin@copyvest.test', password: 'ChaosAdmin123!' };

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

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
  /** SIGTERM, then wait (graceful stop). */
  stop(): Promise<void>;
}

/**
 * Where a bench server keeps its data: a fresh PGlite data directory, or a fresh database on the
 * PostgreSQL server named by BENCH_DATABASE_URL / TEST_DATABASE_URL. Reused across restarts.
 */
export interface ServerStore {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  /** A direct connection string (PostgreSQL) for checks from outside the server. */
  databaseUrl?: string;
  dispose(): Promise<void>;
}

export async function createStore(
  kind: 'pglite' | 'postgres',
  label: string,
): Promise<ServerStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `copyvest-${label}-`));
  if (kind === 'pglite') {
    return {
      kind,
      env: { DATA_DIR: dataDir },
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL) for PostgreSQL');
  const name = `copyvest_${label.replace(/\W/g, '_')}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  return {
    kind,
    env: { DATABASE_URL: databaseUrl.toString(), DATA_DIR: dataDir },
    databaseUrl: databaseUrl.toString(),
    dispose: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts `apps/server/src/server.ts` as its own process and waits until it listens. */
export async function startServerProcess(
  store: ServerStore,
  env: Record<string, string> = {},
  readyWithinMs = 180_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ACCRUAL_MODE: 'manual',
      MAIL_POLL_INTERVAL_MS: '60000',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
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
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + readyWithinMs;
  let gone = false;
  void exited.then(() => (gone = true));
  while (!/is running at/.test(output)) {
    if (gone || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output.slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
